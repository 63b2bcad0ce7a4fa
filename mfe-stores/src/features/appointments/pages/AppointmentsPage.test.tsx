import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type RecordedCall } from '@marktplatz/shared/testing';
import AppointmentsPage from './AppointmentsPage';

const entry = (id: number, status: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  status,
  status_label: label,
  starts_at: '2030-03-04T08:00:00.000Z',
  ends_at: '2030-03-04T08:30:00.000Z',
  date: '2030-03-04',
  time: '09:00',
  message: 'Beratung Küche',
  proposed_starts_at: null,
  proposed_date: null,
  proposed_time: null,
  has_calendar: status === 'confirmed',
  store: { id: 3, title: 'Werkstatt Mitte', street: 'Invalidenstraße', street_number: '5', zipcode: '10115', city: 'Berlin' },
  provider: { id: 12, company_name: 'Becker Handwerk', slug: 'becker-handwerk' },
  customer: { id: 7, name: 'Mia K.' },
  created_at: '2030-03-01T10:00:00.000Z',
  ...extra,
});

const at = () =>
  renderAt(
    <Routes>
      <Route path="/stores/appointments" element={<AppointmentsPage />} />
    </Routes>,
    '/stores/appointments',
  );

describe('AppointmentsPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  it('shows a customer „Meine Termine“ with the provider’s proposal to accept, and the calendar file of a confirmed one', async () => {
    signIn('User', 7);
    const posts: RecordedCall[] = [];
    let accepted = false;
    const createObjectURL = jest.fn(() => 'blob:termin');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api = mockApi((call) => {
      if (call.url === 'api/provider_appointments')
        return ok([
          accepted
            ? entry(1, 'confirmed', 'Bestätigt', { time: '15:00' })
            : entry(1, 'proposed', 'Neuer Vorschlag', { proposed_date: '2030-03-04', proposed_time: '15:00' }),
          entry(2, 'confirmed', 'Bestätigt', { date: '2030-03-06' }),
        ]);
      if (call.url === 'api/provider_appointment/accept_proposal') {
        posts.push(call);
        accepted = true;
        return ok(entry(1, 'confirmed', 'Bestätigt'), { message: 'Der Termin ist bestätigt.' });
      }
      if (call.url === 'api/provider_appointment/ics') {
        posts.push(call);
        return { status: 200, data: new Blob(['BEGIN:VCALENDAR\r\n'], { type: 'text/calendar' }) };
      }
      return undefined;
    });
    at();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Termine' })).toBeInTheDocument();
    const [proposed, confirmed] = await screen.findAllByTestId('appointment');
    expect(within(proposed!).getByText('Vorschlag des Anbieters: 04.03.2030, 15:00 Uhr')).toBeInTheDocument();
    expect(within(proposed!).getByRole('link', { name: 'Becker Handwerk' })).toHaveAttribute('href', '/provider-detail/becker-handwerk');
    expect(within(proposed!).queryByRole('button', { name: /Kalenderdatei/ })).not.toBeInTheDocument();
    expect(within(proposed!).queryByRole('button', { name: 'Bestätigen' })).not.toBeInTheDocument();

    fireEvent.click(
      within(confirmed!).getByRole('button', { name: 'Kalenderdatei für den Termin am 06.03.2030, 09:00 Uhr herunterladen' }),
    );
    fireEvent.click(within(proposed!).getByRole('button', { name: 'Vorschlag annehmen' }));
    const first = (await screen.findAllByTestId('appointment'))[0]!;
    expect(await within(first).findByRole('heading', { name: /04\.03\.2030, 15:00 Uhr/ })).toBeInTheDocument();
    expect(posts.find((call) => call.url === 'api/provider_appointment/ics')?.params).toEqual({ id: 2 });
    expect(posts.find((call) => call.url === 'api/provider_appointment/accept_proposal')?.data).toEqual({ id: 1 });
    expect(createObjectURL).toHaveBeenCalled();
    expect(save).toHaveBeenCalled();
    save.mockRestore();
  });

  it('lets a provider propose another free slot for a request', async () => {
    signIn('Company', 12);
    const proposals: unknown[] = [];
    api = mockApi((call) => {
      if (call.url === 'api/provider_appointments') return ok([entry(5, 'requested', 'Angefragt')]);
      if (call.url === 'api/provider_appointment/slots')
        return ok({
          date: '2030-03-05',
          slot_minutes: 30,
          closed_reason: null,
          slots: [{ time: '11:00', starts_at: '2030-03-05T10:00:00.000Z', ends_at: '2030-03-05T10:30:00.000Z' }],
        });
      if (call.url === 'api/provider_appointment/propose') {
        proposals.push(call.data);
        return ok(entry(5, 'proposed', 'Neuer Vorschlag'), { message: 'Ihr Vorschlag wurde gesendet.' });
      }
      return ok([]);
    });
    at();
    const request = await screen.findByTestId('appointment');
    expect(within(request).getByText(/Mia K\./)).toBeInTheDocument();
    fireEvent.click(within(request).getByRole('button', { name: 'Andere Zeit vorschlagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Andere Zeit vorschlagen' });
    expect(within(dialog).getByText(/Angefragt: 04\.03\.2030, 09:00 Uhr/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Tag/), { target: { value: '2030-03-05' } });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '11:00 Uhr' }));
    fireEvent.change(within(dialog).getByLabelText(/^Nachricht an/), { target: { value: 'Vormittags sind wir auf Montage.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vorschlag senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(proposals).toEqual([{ id: 5, date: '2030-03-05', time: '11:00', reason: 'Vormittags sind wir auf Montage.' }]);
  });
});
