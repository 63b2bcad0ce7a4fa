import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';
import { ShippingMethods } from './ShippingMethods';

describe('ShippingMethods', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => signIn('Company'));
  afterEach(() => api.restore());

  it('sends a new method with the ticked and added countries, and shows the API’s refusal at the field', async () => {
    let attempts = 0;
    api = mockApi((call) => {
      if (call.method === 'POST' && call.url === 'api/createShipping') {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 422,
            data: { status: false, message: 'Die Angaben sind ungültig.', errors: { price: ['Bitte geben Sie einen Preis an.'] } },
          };
        return ok({}, { message: 'Versandart gespeichert.' });
      }
      if (call.url.includes('ountries'))
        return ok([
          { code: 'DE', name: 'Deutschland' },
          { code: 'SE', name: 'Schweden' },
        ]);
      return ok([]);
    });
    renderAt(<ShippingMethods />);
    await userEvent.click(await screen.findByRole('button', { name: 'Neue Versandart' }));
    const form = screen.getByTestId('shipping-method-form');
    await userEvent.type(within(form).getByLabelText(/^Bezeichnung/), 'DHL Paket');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte geben Sie einen Preis an.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Preis/), '4,90');
    await userEvent.selectOptions(within(form).getByLabelText('Weiteres Land hinzufügen'), 'SE');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(api.calls.filter((call) => call.url === 'api/createShipping').at(-1)?.data).toEqual({
      name: 'DHL Paket',
      price: '4,90',
      free_from: '',
      delivery_time: '',
      is_pickup: false,
      is_active: true,
      countries: ['DE', 'SE'],
    });
  }, 20_000);
});
