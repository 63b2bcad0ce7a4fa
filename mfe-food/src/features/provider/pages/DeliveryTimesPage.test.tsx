import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore, notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';
import DeliveryTimesPage from './DeliveryTimesPage';

const zone = { zone: 'Mitte', preparation_minutes: 20, delivery_minutes: 25, last_order_time: '21:30' };

describe('DeliveryTimesPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
    jest.restoreAllMocks();
  });

  it('adds a zone with the default minutes and sends every zone, an empty last order time as none', async () => {
    signIn('Company');
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    let body: unknown;
    api = mockApi((call) => {
      if (call.url === 'getDelivertTimes') return ok([zone]);
      if (call.url === 'setDelivertTimes') {
        body = call.data;
        return ok([zone]);
      }
      return undefined;
    });
    renderAt(<DeliveryTimesPage />, '/food/delivery-times');
    const first = await screen.findByLabelText('Zone', { selector: '#zone-0' });
    await waitFor(() => expect(first).toHaveValue('Mitte'));
    fireEvent.click(screen.getByRole('button', { name: 'Zone hinzufügen' }));
    fireEvent.change(await screen.findByLabelText('Zone', { selector: '#zone-1' }), { target: { value: 'Nord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Die Lieferzeiten wurden gespeichert.'));
    expect(body).toEqual({
      times: [
        { zone: 'Mitte', preparation_minutes: '20', delivery_minutes: '25', last_order_time: '21:30' },
        { zone: 'Nord', preparation_minutes: '20', delivery_minutes: '20', last_order_time: null },
      ],
    });
  }, 60_000);

  it('shows the API’s German message at the refused zone’s field and keeps what was typed', async () => {
    signIn('Company');
    jest.spyOn(notify, 'error').mockImplementation(() => '');
    api = mockApi((call) => {
      if (call.url === 'getDelivertTimes') return ok([zone]);
      if (call.url === 'setDelivertTimes') {
        return {
          status: 422,
          data: { status: false, message: 'Ungültig', errors: { 'times.0.last_order_time': ['Bitte geben Sie eine Uhrzeit HH:MM an.'] } },
        };
      }
      return undefined;
    });
    renderAt(<DeliveryTimesPage />, '/food/delivery-times');
    const last = await screen.findByLabelText('Letzte Bestellung (HH:MM)');
    await waitFor(() => expect(last).toHaveValue('21:30'));
    fireEvent.change(last, { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(last).toHaveAccessibleDescription('Bitte geben Sie eine Uhrzeit HH:MM an.'));
    expect(last).toHaveValue('25:00');
  }, 60_000);

  it('removes a zone', async () => {
    signIn('Company');
    api = mockApi((call) => (call.url === 'getDelivertTimes' ? ok([zone]) : undefined));
    renderAt(<DeliveryTimesPage />, '/food/delivery-times');
    fireEvent.click(await screen.findByRole('button', { name: 'Zone Mitte entfernen' }));
    expect(await screen.findByText('Noch keine Zonen.')).toBeInTheDocument();
  }, 60_000);
});
