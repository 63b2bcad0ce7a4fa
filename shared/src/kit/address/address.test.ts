import { validateAddress } from './AddressForm';
import { addressPayload, isGermanAddress } from './addressValues';

describe('address form rules', () => {
  it('asks a German address for a five-digit postal code and a house number', () => {
    expect(validateAddress({ country: 'DE', zip: '1043', street_number: '' })).toEqual({
      zip: 'Die Postleitzahl muss in Deutschland aus genau fünf Ziffern bestehen.',
      street_number: 'Bitte geben Sie die Hausnummer ein.',
    });
    expect(validateAddress({ country: 'DE', zip: '10435', street_number: '12a' })).toEqual({});
  });

  it('leaves postal code format and house number free abroad', () => {
    expect(validateAddress({ country: 'AT', zip: '1010', street_number: '' })).toEqual({});
    expect(isGermanAddress(' de ')).toBe(true);
    expect(isGermanAddress('AT')).toBe(false);
  });

  it('sends every field as trimmed text, the flags as 1/0 and vat_id only on a billing address that has one', () => {
    const values = { gender: 'female' as const, first_name: ' Mia ', last_name: 'Klein', street: 'Weg', street_number: '3', vat_id: ' ' };
    expect(addressPayload('shipping', values)).toEqual({
      gender: 'female',
      first_name: 'Mia',
      last_name: 'Klein',
      email: '',
      alternate_email: 0,
      phone: '',
      company: '',
      street: 'Weg',
      street_number: '3',
      zip: '',
      city: '',
      country: '',
    });
    expect(addressPayload('billing', { ...values, is_shipping: true, vat_id: 'DE123456789' })).toMatchObject({
      is_shipping: 1,
      vat_id: 'DE123456789',
    });
    expect(addressPayload('billing', values)).not.toHaveProperty('vat_id');
  });
});
