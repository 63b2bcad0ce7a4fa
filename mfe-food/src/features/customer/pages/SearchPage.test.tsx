import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { familyStateStore } from '@marktplatz/shared';
import { mockApi, ok, providerCardFixture, renderAt } from '@marktplatz/shared/testing';
import SearchPage from './SearchPage';

const card = (id: number, name: string, open: boolean) => ({
  ...providerCardFixture(id, name),
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  open_now: open,
  food: {
    cuisine_tags: ['Pizza'],
    minimum_order_cents: 1500,
    delivery_fee_cents: 250,
    free_delivery_from_cents: null,
    delivery: true,
    pickup: true,
    ordering_open: true,
    open_now: open,
    open_text: open ? 'Geöffnet bis 22:00 Uhr' : 'Öffnet morgen um 11:00 Uhr',
    delivers_to_postal_code: true,
  },
});

describe('SearchPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    familyStateStore.set('food', { sort: null, filters: {} });
  });

  it('asks the provider search with the food filters and shows each restaurant’s food facts', async () => {
    api = mockApi((call) => {
      if (call.url === 'getGastroTags') return ok(['Pizza', 'Sushi']);
      if (call.url === 'provider_search') {
        return ok([card(1, 'Pizzeria Da Marco', true), card(2, 'Sushi Bar', false)], {
          meta: { current_page: 1, last_page: 1, per_page: 24, total: 2 },
        });
      }
      return undefined;
    });
    renderAt(<SearchPage />, '/food-provider-search');
    expect(await screen.findByRole('link', { name: 'Speisekarte von Pizzeria Da Marco' })).toBeInTheDocument();
    expect(screen.getByText('Öffnet morgen um 11:00 Uhr')).toBeInTheDocument();
    expect(screen.getAllByText(/Mindestbestellwert 15,00\s€/)).toHaveLength(2);
    expect(screen.getByText('2 Restaurants')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Ihre Postleitzahl'), { target: { value: '10115' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restaurants suchen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' }));
    fireEvent.change(screen.getByLabelText('Mindestbestellwert'), { target: { value: '15' } });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === 'provider_search').at(-1)?.params).toEqual(
        expect.objectContaining({ food: 1, delivers_to: '10115', open_now: 1, max_minimum_order: '15', page: 1 }),
      ),
    );
  });

  it('shows a bad postal code in German under the filter row and does not search with it', async () => {
    api = mockApi((call) => {
      if (call.url === 'getGastroTags') return ok([]);
      if (call.url === 'provider_search') return ok([], { meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 } });
      return undefined;
    });
    renderAt(<SearchPage />, '/food-provider-search');
    expect(await screen.findByText('Kein Restaurant passt zu Ihrer Suche.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ihre Postleitzahl'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restaurants suchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie eine fünfstellige Postleitzahl ein.');
    expect(screen.getByLabelText('Ihre Postleitzahl')).toHaveAttribute('aria-describedby', 'food-postal-error');
    expect(api.calls.some((call) => call.params.delivers_to === '123')).toBe(false);
  });
});
