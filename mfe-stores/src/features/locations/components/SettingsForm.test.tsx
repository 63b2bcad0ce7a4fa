import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import type { StoreLocation } from '../types';
import { SettingsForm } from './SettingsForm';

const location = { id: 4, always_open: false, takes_appointments: true, appointment_slot_minutes: 30 } as StoreLocation;

describe('SettingsForm', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('saves always open and the appointment slot, then says so in a toast', async () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    const sent: unknown[] = [];
    api = mockApi((call) => {
      sent.push([call.url, call.data]);
      return ok({ ...location, always_open: true, appointment_slot_minutes: 45 });
    });
    const saved: unknown[] = [];
    renderAt(<SettingsForm location={location} onSaved={(next) => saved.push(next)} />, '/stores/4');
    const slot = screen.getByLabelText('Dauer eines Termins (Minuten)');
    await waitFor(() => expect(slot).toHaveValue('30'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Rund um die Uhr/ }));
    fireEvent.change(slot, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Die Einstellungen wurden gespeichert.'));
    expect(sent).toEqual([
      ['api/setStoreLocationAlwaysOpen', { store_id: 4, always_open: true }],
      ['api/setStoreLocationAppointment', { store_id: 4, takes_appointments: true, slot_minutes: 45 }],
    ]);
    expect(saved).toHaveLength(1);
  });

  it('hides the slot length when the store takes no appointments', async () => {
    api = mockApi(() => undefined);
    renderAt(<SettingsForm location={location} onSaved={() => undefined} />, '/stores/4');
    const takes = screen.getByRole('checkbox', { name: 'Terminanfragen annehmen' });
    await waitFor(() => expect(takes).toBeChecked());
    fireEvent.click(takes);
    await waitFor(() => expect(screen.queryByLabelText('Dauer eines Termins (Minuten)')).not.toBeInTheDocument());
  });

  it('shows the API’s German message at the slot field', async () => {
    api = mockApi((call) =>
      call.url === 'api/setStoreLocationAppointment'
        ? { status: 422, data: { status: false, message: 'Ungültig', errors: { slot_minutes: ['Bitte wählen Sie 10 bis 480 Minuten.'] } } }
        : ok(location),
    );
    renderAt(<SettingsForm location={location} onSaved={() => undefined} />, '/stores/4');
    const slot = screen.getByLabelText('Dauer eines Termins (Minuten)');
    await waitFor(() => expect(slot).toHaveValue('30'));
    fireEvent.change(slot, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(slot).toHaveAccessibleDescription('Bitte wählen Sie 10 bis 480 Minuten.'));
  });
});
