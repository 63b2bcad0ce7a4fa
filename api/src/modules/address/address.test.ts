import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { bearer, createUserWithToken, DEMO, json, login } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { normaliseVatId } from './schemas';
import { deleteUserAddresses } from './service';

interface Address {
  id: number;
  type: 'shipping' | 'billing';
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  street_number: string;
  alternate_email: 0 | 1;
  is_default: 0 | 1;
  is_shipping?: 0 | 1;
  vat_id?: string | null;
  zip: string;
  city: string;
}

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
  code?: string;
}

const berlin = {
  gender: 'female',
  first_name: 'Erika',
  last_name: 'Mustermann',
  email: '',
  alternate_email: 0,
  phone: '+49 30 9876543',
  company: '',
  street: 'Kastanienallee',
  street_number: '12',
  zip: '10435',
  city: 'Berlin',
  country: 'DE',
};

const suite = testSuite({ users: { customer: 'User', other: 'User' } });

async function call<T = Address>(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  const response = await suite.context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

async function store(type: 'shipping' | 'billing', token: string, overrides: object = {}): Promise<Address> {
  const { statusCode, body } = await call('POST', `/${type}-address/store`, token, { ...berlin, ...overrides });
  expect(statusCode).toBe(201);
  return body.data;
}

describe('address books', () => {
  it('stores a shipping address with the optional fields as empty text and the alternate e-mail flag as 1/0', async () => {
    const { statusCode, body } = await call('POST', '/shipping-address/store', suite.customer.token, { ...berlin, alternate_email: '1' });
    expect(statusCode).toBe(201);
    expect(body.message).toBe('Die Lieferadresse wurde gespeichert.');
    expect(body.data).toMatchObject({
      type: 'shipping',
      last_name: 'Mustermann',
      email: '',
      company: '',
      street_number: '12',
      alternate_email: 1,
    });
    expect(body.data).not.toHaveProperty('vat_id');
  });

  it('accepts the optional fields left out entirely, stored as empty text', async () => {
    const { first_name, last_name, gender, phone, street, street_number, zip, city, country } = berlin;
    const minimal = await call('POST', '/shipping-address/store', suite.customer.token, {
      first_name,
      last_name,
      street_number,
      gender,
      phone,
      street,
      zip,
      city,
      country,
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.body.data).toMatchObject({ email: '', company: '', alternate_email: 0 });
  });

  it('answers German messages by field for missing required fields', async () => {
    const { statusCode, body } = await call('POST', '/shipping-address/store', suite.customer.token, {});
    expect(statusCode).toBe(422);
    expect(body.errors?.first_name).toEqual(['Bitte geben Sie den Vornamen ein.']);
    expect(body.errors?.last_name).toEqual(['Bitte geben Sie den Nachnamen ein.']);
    expect(body.errors?.street).toEqual(['Bitte geben Sie die Straße ein.']);
    expect(body.errors?.zip).toEqual(['Bitte geben Sie die Postleitzahl ein.']);
    expect(body.errors?.city).toEqual(['Bitte geben Sie den Ort ein.']);
    expect(body.errors?.country).toEqual(['Bitte wählen Sie ein Land.']);
    expect(body.errors?.phone).toEqual(['Bitte geben Sie eine Telefonnummer ein.']);
    expect(body.errors?.gender?.[0]).toMatch(/Anrede/);
  });

  it('requires a last name (the phone is required, so the person is named in full), empty text included', async () => {
    for (const last_name of ['', '   ', undefined, null]) {
      const { statusCode, body } = await call('POST', '/shipping-address/store', suite.customer.token, { ...berlin, last_name });
      expect(statusCode).toBe(422);
      expect(body.errors?.last_name).toEqual(['Bitte geben Sie den Nachnamen ein.']);
    }
  });

  it('requires a house number in Germany, but not for an address abroad', async () => {
    for (const book of ['shipping', 'billing'] as const) {
      const { statusCode, body } = await call('POST', `/${book}-address/store`, suite.customer.token, { ...berlin, street_number: '' });
      expect(statusCode).toBe(422);
      expect(body.errors?.street_number).toEqual(['Bitte geben Sie die Hausnummer ein.']);
    }
    const london = await call('POST', '/shipping-address/store', suite.customer.token, {
      ...berlin,
      street: 'Rose Cottage, Church Lane',
      street_number: '',
      zip: 'SW1A 1AA',
      city: 'London',
      country: 'GB',
    });
    expect(london.statusCode).toBe(201);
  });

  it('checks the German postal code (five digits) only when the country is Germany', async () => {
    for (const country of ['DE', 'Deutschland', '276']) {
      const wrong = await call('POST', '/shipping-address/store', suite.customer.token, { ...berlin, country, zip: '1043' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body.errors?.zip).toEqual(['Die Postleitzahl muss in Deutschland aus genau fünf Ziffern bestehen.']);
    }
    const austria = await call('POST', '/shipping-address/store', suite.customer.token, {
      ...berlin,
      country: 'AT',
      zip: '1010',
      city: 'Wien',
    });
    expect(austria.statusCode).toBe(201);
  });

  it('refuses an invalid e-mail but accepts an empty one', async () => {
    const wrong = await call('POST', '/shipping-address/store', suite.customer.token, { ...berlin, email: 'keine-adresse' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors?.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
    const right = await call('POST', '/shipping-address/store', suite.customer.token, { ...berlin, email: 'Erika@Example.com' });
    expect(right.body.data.email).toBe('erika@example.com');
  });

  it('makes the first address of each book its default, and the next ones not', async () => {
    const first = await store('shipping', suite.customer.token);
    const second = await store('shipping', suite.customer.token, { city: 'Potsdam', zip: '14467' });
    const billing = await store('billing', suite.customer.token);
    expect([first.is_default, second.is_default, billing.is_default]).toEqual([1, 0, 1]);
    const list = await call<Address[]>('GET', '/shipping-address', suite.customer.token);
    expect(list.body.data.map((address) => address.id)).toEqual([first.id, second.id]);
    const defaultShipping = await call('GET', '/shipping-address/default', suite.customer.token);
    expect(defaultShipping.body.data.id).toBe(first.id);
  });

  it('keeps exactly one default when several first addresses arrive at once', async () => {
    await Promise.all([1, 2, 3, 4].map((index) => store('shipping', suite.customer.token, { street_number: String(index) })));
    const rows = await suite.context.db.select().from(addresses).where(eq(addresses.userId, suite.customer.id));
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('keeps one default per book: setting one clears the other, and the other book is untouched', async () => {
    const first = await store('shipping', suite.customer.token);
    const second = await store('shipping', suite.customer.token, { city: 'Potsdam', zip: '14467' });
    const billing = await store('billing', suite.customer.token);
    const set = await call('POST', `/shipping-address/default/${second.id}`, suite.customer.token);
    expect(set.statusCode).toBe(200);
    expect(set.body.data.is_default).toBe(1);
    const list = await call<Address[]>('GET', '/shipping-address', suite.customer.token);
    expect(list.body.data.map((address) => [address.id, address.is_default])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
    expect((await call('GET', '/billing-address/default', suite.customer.token)).body.data.id).toBe(billing.id);
  });

  it('refuses to make a billing id the default of the shipping book', async () => {
    const billing = await store('billing', suite.customer.token);
    const wrongBook = await call('POST', `/shipping-address/default/${billing.id}`, suite.customer.token);
    expect(wrongBook.statusCode).toBe(404);
  });

  it('answers null for the default of an empty book', async () => {
    const empty = await call('GET', '/billing-address/default', suite.customer.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data).toBeNull();
  });

  it('updates an address and keeps its default flag', async () => {
    const first = await store('shipping', suite.customer.token);
    const updated = await call('POST', `/shipping-address/update/${first.id}`, suite.customer.token, {
      ...berlin,
      city: 'Berlin-Mitte',
      zip: '10115',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Die Lieferadresse wurde aktualisiert.');
    expect(updated.body.data).toMatchObject({ id: first.id, city: 'Berlin-Mitte', zip: '10115', is_default: 1 });
    const invalid = await call('POST', `/shipping-address/update/${first.id}`, suite.customer.token, { ...berlin, zip: 'ABC' });
    expect(invalid.statusCode).toBe(422);
  });

  it('deletes the default and promotes the newest remaining address of the same book', async () => {
    const first = await store('shipping', suite.customer.token);
    await store('shipping', suite.customer.token, { city: 'Potsdam', zip: '14467' });
    const third = await store('shipping', suite.customer.token, { city: 'Leipzig', zip: '04109' });
    const deleted = await call<{ id: number; new_default_id: number | null }>(
      'DELETE',
      `/address/delete/${first.id}`,
      suite.customer.token,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.message).toBe('Die Adresse wurde gelöscht.');
    expect(deleted.body.data.new_default_id).toBe(third.id);
    const defaults = (await call<Address[]>('GET', '/shipping-address', suite.customer.token)).body.data.filter(
      (address) => address.is_default,
    );
    expect(defaults.map((address) => address.id)).toEqual([third.id]);
  });

  it('deletes a non-default address without touching the default', async () => {
    const first = await store('billing', suite.customer.token);
    const second = await store('billing', suite.customer.token, { city: 'Potsdam', zip: '14467' });
    const deleted = await call<{ new_default_id: number | null }>('DELETE', `/address/delete/${second.id}`, suite.customer.token);
    expect(deleted.body.data.new_default_id).toBeNull();
    expect((await call('GET', '/billing-address/default', suite.customer.token)).body.data.id).toBe(first.id);
    expect((await call('DELETE', `/address/delete/${second.id}`, suite.customer.token)).statusCode).toBe(404);
  });
});

describe('billing addresses', () => {
  it('stores is_shipping as 1/0 and a German VAT id normalised', async () => {
    const saved = await store('billing', suite.customer.token, { is_shipping: true, vat_id: 'de 123.456.789' });
    expect(saved).toMatchObject({ type: 'billing', is_shipping: 1, vat_id: 'DE123456789' });
    const without = await store('billing', suite.customer.token, { is_shipping: 0 });
    expect(without).toMatchObject({ is_shipping: 0, vat_id: null });
  });

  it('treats an empty vat_id as absent and refuses a malformed one with a German message', async () => {
    expect((await store('billing', suite.customer.token, { vat_id: '' })).vat_id).toBeNull();
    for (const vat_id of ['DE12345678', 'US123456789', '123456789']) {
      const wrong = await call('POST', '/billing-address/store', suite.customer.token, { ...berlin, vat_id });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body.errors?.vat_id).toEqual(['Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).']);
    }
  });

  it('accepts other EU VAT ids leniently', () => {
    expect(normaliseVatId('ATU12345678')).toBe('ATU12345678');
    expect(normaliseVatId('FR 12 345678901')).toBe('FR12345678901');
    expect(normaliseVatId('EL123456789')).toBe('EL123456789');
    expect(normaliseVatId('XX123456789')).toBeNull();
    expect(normaliseVatId('DE1234567890')).toBeNull();
  });

  it('ignores is_shipping and vat_id on a shipping address', async () => {
    const saved = await store('shipping', suite.customer.token, { is_shipping: 1, vat_id: 'DE123456789' });
    expect(saved).not.toHaveProperty('vat_id');
    expect(saved).not.toHaveProperty('is_shipping');
  });
});

describe('ownership', () => {
  it('answers 404 for another customer’s address on every call that takes an id', async () => {
    const shipping = await store('shipping', suite.other.token);
    const billing = await store('billing', suite.other.token);
    const attempts = [
      call('POST', `/shipping-address/update/${shipping.id}`, suite.customer.token, berlin),
      call('POST', `/shipping-address/default/${shipping.id}`, suite.customer.token),
      call('POST', `/billing-address/update/${billing.id}`, suite.customer.token, berlin),
      call('POST', `/billing-address/default/${billing.id}`, suite.customer.token),
      call('DELETE', `/address/delete/${shipping.id}`, suite.customer.token),
      call('GET', `/getShippingsAddress?id=${shipping.id}`, suite.customer.token),
      call('GET', `/getBillingAddress?id=${billing.id}`, suite.customer.token),
      call('POST', '/setShippingFromBilling', suite.customer.token, { billing_address_id: billing.id }),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.body.code).toBe('NOT_FOUND');
    }
    const untouched = await suite.context.db.select().from(addresses).where(eq(addresses.userId, suite.other.id));
    expect(untouched.map((row) => [row.city, row.isDefault])).toEqual([
      ['Berlin', true],
      ['Berlin', true],
    ]);
  });

  it('lists only the caller’s own addresses', async () => {
    await store('shipping', suite.other.token);
    const mine = await store('shipping', suite.customer.token);
    const list = await call<Address[]>('GET', '/shipping-address', suite.customer.token);
    expect(list.body.data.map((address) => address.id)).toEqual([mine.id]);
  });

  it('refuses providers (customer calls) with 403', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    expect((await call('GET', '/shipping-address', provider.token)).statusCode).toBe(403);
  });
});

describe('checkout reads', () => {
  it('getShippingsAddress and getBillingAddress answer the named address, else the default, else null', async () => {
    expect((await call('GET', '/getShippingsAddress', suite.customer.token)).body.data).toBeNull();
    const first = await store('shipping', suite.customer.token);
    const second = await store('shipping', suite.customer.token, { city: 'Potsdam', zip: '14467' });
    expect((await call('GET', '/getShippingsAddress', suite.customer.token)).body.data.id).toBe(first.id);
    expect((await call('GET', `/getShippingsAddress?id=${second.id}`, suite.customer.token)).body.data.id).toBe(second.id);
    const billing = await store('billing', suite.customer.token);
    expect((await call('GET', '/getBillingAddress', suite.customer.token)).body.data.id).toBe(billing.id);
    expect((await call('GET', `/getBillingAddress?id=${second.id}`, suite.customer.token)).statusCode).toBe(404);
  });

  it('GetUserInformation answers the contact data and both default addresses', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const { statusCode, body } = await call<{
      user: { email: string; first_name: string };
      shipping_address: Address | null;
      billing_address: Address | null;
    }>('GET', '/GetUserInformation', token);
    expect(statusCode).toBe(200);
    expect(body.data.user).toMatchObject({ email: DEMO.customer, first_name: 'Anna' });
    expect(body.data.shipping_address).toMatchObject({ type: 'shipping', is_default: 1, city: 'Berlin' });
    expect(body.data.billing_address).toMatchObject({ type: 'billing', is_default: 1, vat_id: 'DE123456789' });
  });

  it('GetUserInformation answers null addresses for a customer without any', async () => {
    const { body } = await call<{ shipping_address: null; billing_address: null }>('GET', '/GetUserInformation', suite.customer.token);
    expect(body.data.shipping_address).toBeNull();
    expect(body.data.billing_address).toBeNull();
  });
});

describe('setShippingFromBilling', () => {
  it('copies the default billing address into the shipping book as its first (default) address', async () => {
    const billing = await store('billing', suite.customer.token, { company: 'Muster GmbH', vat_id: 'DE123456789' });
    const { statusCode, body } = await call('POST', '/setShippingFromBilling', suite.customer.token, {});
    expect(statusCode).toBe(201);
    expect(body.data).toMatchObject({ type: 'shipping', company: 'Muster GmbH', city: billing.city, is_default: 1 });
    expect(body.data.id).not.toBe(billing.id);
    expect(body.data).not.toHaveProperty('vat_id');
  });

  it('copies a named billing address, reuses an identical copy, and can make it the default', async () => {
    await store('shipping', suite.customer.token, { city: 'Leipzig', zip: '04109' });
    await store('billing', suite.customer.token);
    const second = await store('billing', suite.customer.token, { city: 'Potsdam', zip: '14467' });
    const copy = await call('POST', '/setShippingFromBilling', suite.customer.token, { billing_address_id: second.id });
    expect(copy.statusCode).toBe(201);
    expect(copy.body.data).toMatchObject({ city: 'Potsdam', is_default: 0 });
    const again = await call('POST', '/setShippingFromBilling', suite.customer.token, { billing_address_id: second.id, is_default: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({ id: copy.body.data.id, is_default: 1 });
    const defaults = (await call<Address[]>('GET', '/shipping-address', suite.customer.token)).body.data.filter(
      (address) => address.is_default,
    );
    expect(defaults.map((address) => address.id)).toEqual([copy.body.data.id]);
  });

  it('answers 404 when there is no billing address to copy', async () => {
    const { statusCode, body } = await call('POST', '/setShippingFromBilling', suite.customer.token, {});
    expect(statusCode).toBe(404);
    expect(body.message).toBe('Es ist keine Rechnungsadresse vorhanden.');
  });
});

describe('account deletion helper', () => {
  it('deleteUserAddresses removes every address of the user and no one else’s', async () => {
    await store('shipping', suite.customer.token);
    await store('billing', suite.customer.token);
    await store('shipping', suite.other.token);
    expect(await deleteUserAddresses(suite.context.db, suite.customer.id)).toBe(2);
    expect(await suite.context.db.select().from(addresses).where(eq(addresses.userId, suite.customer.id))).toEqual([]);
    expect(await suite.context.db.select().from(addresses).where(eq(addresses.userId, suite.other.id))).toHaveLength(1);
  });
});
