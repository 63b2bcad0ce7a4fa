import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';
import SettingsPage from './SettingsPage';

const gastro = {
  is_active: true,
  cuisine_tags: ['Pizza'],
  minimum_order_cents: 1500,
  delivery_fee_cents: 250,
  free_delivery_from_cents: null,
  delivery_postal_codes: [],
  delivery_radius_km: 5,
  delivery: true,
  pickup: true,
  cash_on_delivery: true,
};

describe('SettingsPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  it('shows a bad radius as a German error on the field and keeps what was typed', async () => {
    signIn('Company');
    api = mockApi((call) => {
      if (call.url === 'v2/getSettings') return ok({ ordering_open: true, auto_accept: false, preparation_time: 20, order_sound: true });
      if (call.url === 'getGastroSetting') return ok(gastro);
      if (call.url === 'getGastroTags') return ok(['Pizza', 'Pasta']);
      if (call.url === 'setGastroSetting') {
        return {
          status: 422,
          data: {
            status: false,
            message: 'Der Wert muss zwischen 1 und 50 liegen.',
            errors: { delivery_radius_km: ['Der Wert muss zwischen 1 und 50 liegen.'] },
          },
        };
      }
      return undefined;
    });
    renderAt(<SettingsPage />, '/food/settings');
    const radius = await screen.findByLabelText('oder Umkreis in km (wenn keine Postleitzahlen)');
    await waitFor(() => expect(radius).toHaveValue('5'));
    fireEvent.change(radius, { target: { value: '500' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Speichern' })[1]!);
    expect(await screen.findByText('Der Wert muss zwischen 1 und 50 liegen.')).toBeInTheDocument();
    expect(radius).toHaveAccessibleDescription('Der Wert muss zwischen 1 und 50 liegen.');
    expect(radius).toHaveValue('500');
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.find((call) => call.url === 'setGastroSetting')?.data).toMatchObject({
      delivery_radius_km: '500',
      minimum_order: '15,00',
    });
  });
});
