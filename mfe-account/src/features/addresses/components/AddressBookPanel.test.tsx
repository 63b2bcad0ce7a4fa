import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { AddressBookPanel } from './AddressBookPanel';
import { addressPayload, type Address } from '@marktplatz/shared/kit';
import { mockApi, renderAt, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});
beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(notify, 'error').mockImplementation(() => '');
});

const stored = (id: number, patch: Partial<Address> = {}): Address => ({
  id,
  type: 'shipping',
  gender: 'female',
  first_name: 'Anna',
  last_name: 'Schneider',
  email: '',
  alternate_email: 0,
  phone: '030 1234',
  company: '',
  street: 'Lindenstraße',
  street_number: '5',
  zip: '10969',
  city: 'Berlin',
  country: 'DE',
  is_default: 0,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...patch,
});

describe('address payload (spec 02 §5)', () => {
  it('sends empty last name, e-mail, company and street number as empty text (the API then names what is missing) and the alternate e-mail flag as 0', () => {
    const payload = addressPayload('shipping', {
      gender: 'male',
      first_name: 'Max',
      phone: '1234',
      street: 'Weg',
      zip: '12345',
      city: 'Ort',
      country: 'DE',
    });
    expect(payload).toMatchObject({ last_name: '', email: '', company: '', street_number: '', alternate_email: 0 });
    expect(payload).not.toHaveProperty('vat_id');
    expect(payload).not.toHaveProperty('is_shipping');
  });

  it('sends vat_id on a billing address only when present, and the flags as 1', () => {
    expect(addressPayload('billing', { alternate_email: true, is_shipping: true, vat_id: ' DE123456789 ' })).toMatchObject({
      alternate_email: 1,
      is_shipping: 1,
      vat_id: 'DE123456789',
    });
    expect(addressPayload('billing', { vat_id: '  ' })).not.toHaveProperty('vat_id');
    expect(addressPayload('billing', {})).toMatchObject({ is_shipping: 0 });
  });
});

describe('address book', () => {
  it('shows the empty state of an empty book', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: [] } }));
    renderAt(<AddressBookPanel book="shipping" />);
    expect(await screen.findByText('Noch keine Adresse angelegt.')).toBeInTheDocument();
  });

  it('shows an error with retry when the book cannot be loaded', async () => {
    api = mockApi(() => ({ status: 500, data: { status: false, message: 'Interner Fehler' } }));
    renderAt(<AddressBookPanel book="shipping" />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('asks a German address for last name, house number and a five-digit postal code before saving', async () => {
    api = mockApi(({ method }) =>
      method === 'GET' ? { status: 200, data: { status: true, data: [] } } : { status: 201, data: { status: true, data: stored(9) } },
    );
    renderAt(<AddressBookPanel book="shipping" />);
    await screen.findByText('Noch keine Adresse angelegt.');
    await userEvent.click(screen.getByRole('button', { name: 'Neue Lieferadresse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Nachname/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^Hausnummer/)).toBeRequired();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Anrede/), 'Frau');
    await userEvent.type(within(dialog).getByLabelText(/^Vorname/), 'Mia');
    await userEvent.type(within(dialog).getByLabelText(/^Straße/), 'Hauptstraße');
    await userEvent.type(within(dialog).getByLabelText(/^Postleitzahl/), '1011');
    await userEvent.type(within(dialog).getByLabelText(/^Ort/), 'Berlin');
    await userEvent.type(within(dialog).getByLabelText(/^Telefon/), '030 555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Die Postleitzahl muss in Deutschland aus genau fünf Ziffern bestehen.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nachname/)).toHaveAccessibleDescription(/Pflichtfeld/);
    expect(within(dialog).getByLabelText(/^Hausnummer/)).toHaveAccessibleDescription(/Pflichtfeld|Hausnummer/);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    // Abroad the house number is optional (a house name, or the number in the street).
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Land/), 'Österreich');
    expect(within(dialog).getByLabelText(/^Hausnummer \(optional\)/)).not.toBeRequired();
  }, 30_000);

  it('asks before the page is left while a new address is half typed, and stays on „Weiter bearbeiten“', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: [] } }));
    renderAt(
      <>
        <Link to="/account">Übersicht</Link>
        <AddressBookPanel book="shipping" />
      </>,
      '/account/addresses',
    );
    await screen.findByText('Noch keine Adresse angelegt.');
    await userEvent.click(screen.getByRole('button', { name: 'Neue Lieferadresse' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Vorname/), 'Mia');
    fireEvent.click(screen.getByRole('link', { name: 'Übersicht', hidden: true }));
    const question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/addresses');
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Vorname/)).toHaveValue('Mia');
  }, 30_000);

  it('stores a new shipping address with the §5 payload', async () => {
    api = mockApi(({ method }) =>
      method === 'GET' ? { status: 200, data: { status: true, data: [] } } : { status: 201, data: { status: true, data: stored(9) } },
    );
    renderAt(<AddressBookPanel book="shipping" />);
    await screen.findByText('Noch keine Adresse angelegt.');
    await userEvent.click(screen.getByRole('button', { name: 'Neue Lieferadresse' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Anrede/), 'Herr');
    await userEvent.type(within(dialog).getByLabelText(/^Vorname/), 'Max');
    await userEvent.type(within(dialog).getByLabelText(/^Nachname/), 'Mustermann');
    await userEvent.type(within(dialog).getByLabelText(/^Straße/), 'Hauptstraße');
    await userEvent.type(within(dialog).getByLabelText(/^Hausnummer/), '7a');
    await userEvent.type(within(dialog).getByLabelText(/^Postleitzahl/), '10115');
    await userEvent.type(within(dialog).getByLabelText(/^Ort/), 'Berlin');
    await userEvent.type(within(dialog).getByLabelText(/^Telefon/), '030 555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api?.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ url: 'shipping-address/store' });
    expect(post?.data).toEqual({
      gender: 'male',
      first_name: 'Max',
      last_name: 'Mustermann',
      email: '',
      alternate_email: 0,
      phone: '030 555',
      company: '',
      street: 'Hauptstraße',
      street_number: '7a',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    });
  }, 30_000);

  it('makes an address the default and deletes one only after the confirmation', async () => {
    api = mockApi(({ method }) =>
      method === 'GET'
        ? { status: 200, data: { status: true, data: [stored(1, { is_default: 1 }), stored(2, { city: 'Hamburg', zip: '20357' })] } }
        : { status: 200, data: { status: true, data: null } },
    );
    renderAt(<AddressBookPanel book="shipping" />);
    const hamburg = await screen.findByRole('group', { name: /Hamburg/ });
    expect(screen.getAllByText('Standard')).toHaveLength(1);
    await userEvent.click(within(hamburg).getByRole('button', { name: 'Als Standard festlegen' }));
    await waitFor(() => expect(api?.calls.some((call) => call.url === 'shipping-address/default/2')).toBe(true));

    await userEvent.click(within(screen.getByRole('group', { name: /Hamburg/ })).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(api?.calls.some((call) => call.method === 'DELETE' && call.url === 'address/delete/2')).toBe(true));
  });

  it('copies a billing address into the shipping book', async () => {
    const onShippingChanged = jest.fn();
    api = mockApi(({ method }) =>
      method === 'GET'
        ? {
            status: 200,
            data: { status: true, data: [stored(5, { type: 'billing', is_default: 1, is_shipping: 0, vat_id: 'DE123456789' })] },
          }
        : { status: 201, data: { status: true, data: stored(6) } },
    );
    renderAt(<AddressBookPanel book="billing" onShippingChanged={onShippingChanged} />);
    expect(await screen.findByText(/USt-IdNr.: DE123456789/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Als Lieferadresse übernehmen' }));
    await waitFor(() => expect(onShippingChanged).toHaveBeenCalled());
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: 'setShippingFromBilling',
      data: { billing_address_id: 5 },
    });
  });
});
