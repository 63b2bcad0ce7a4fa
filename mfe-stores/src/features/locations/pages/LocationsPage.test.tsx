import { cleanup, fireEvent, screen } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';
import LocationsPage from './LocationsPage';

const location = (id: number, title: string, isDefault: boolean) => ({
  id,
  title,
  street: 'Hauptstraße',
  street_number: '1',
  zipcode: '10115',
  city: 'Berlin',
  state: 'BE',
  email: null,
  calling_code: '+49',
  mobile_number: null,
  latitude: 52.53,
  longitude: 13.38,
  coordinate_source: 'postal_code',
  is_default: isDefault,
  always_open: false,
  takes_appointments: true,
  appointment_slot_minutes: 30,
});

describe('LocationsPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  it('deletes a store only after the confirmation and marks the default store', async () => {
    signIn('Company');
    const deleted: string[] = [];
    api = mockApi((call) => {
      if (call.url === 'api/store-locations') return ok([location(1, 'Laden Mitte', true), location(2, 'Laden Nord', false)]);
      if (call.method === 'DELETE') {
        deleted.push(call.url);
        return ok(null);
      }
      return undefined;
    });
    renderAt(<LocationsPage />, '/stores');
    expect(await screen.findByText('Hauptstandort')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Laden Nord löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Standort „Laden Nord“ löschen?');
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Laden Nord löschen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await screen.findByText('Laden Mitte');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deleted).toEqual(['delete-store-location/2']);
  });
});
