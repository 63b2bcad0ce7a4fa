import { screen, within } from '@testing-library/react';
import { familyStateStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import type { PropertyCard } from '../types';
import FinderPage, { type FinderResult } from './FinderPage';

const card = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'haus-in-bremen-1',
  title: '5-Zimmer-Reihenhaus in Bremen',
  property_type: 'haus',
  rooms: 5,
  living_area: 218.15,
  living_area_text: '218,15 m²',
  price: 716250,
  postal_code: '28195',
  city: 'Bremen',
  image: 'http://127.0.0.1:4000/properties/images/haus-10.svg',
  energy_class: 'G',
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('FinderPage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    sessionStorage.clear();
    familyStateStore.resetMemory();
  });
  afterEach(() => api.restore());

  it('shows each listing with its price in whole euros, its picture (when it has one) and its energy class', async () => {
    api = mockApi((call) =>
      call.url === 'api/finder'
        ? ok([card(), card({ id: 2, slug: 'ohne-bild-2', title: 'Wohnung ohne Bild', image: null, energy_class: 'B' })], {
            meta: { current_page: 1, last_page: 1, per_page: 5, total: 2 },
            sorts: {},
          })
        : undefined,
    );
    const { container } = renderAt(<FinderPage title="Immobilien" />, '/properties');
    const cards = within(await screen.findByRole('list', { name: 'Suchergebnisse' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:4000/properties/images/haus-10.svg');
    expect(cards[0]).toHaveTextContent('Energieeffizienzklasse G');
    expect(cards[0]).toHaveTextContent(/716\.250 €/);
    expect(cards[0]).not.toHaveTextContent(/716\.250,00/);
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  const serverResult = (): FinderResult => ({
    rows: [card({ id: 3, slug: 'vom-server-3', title: 'Wohnung vom Server' }) as PropertyCard],
    meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 },
    sorts: {},
  });

  it("shows the guest's first page that came with the page at once, without calling the API", async () => {
    api = mockApi(() => undefined);
    renderAt(<FinderPage title="Immobilien" initialResult={serverResult()} />, '/properties');
    expect(screen.getByRole('link', { name: 'Wohnung vom Server' })).toHaveAttribute('href', '/property-detail/vom-server-3');
    expect(screen.getByText('1 Immobilie')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.filter((call) => call.url === 'api/finder')).toHaveLength(0);
  });

  it("loads its own page instead when this browser's session remembers filters", async () => {
    familyStateStore.set('property', { sort: null, filters: { type: 'haus' } });
    api = mockApi((call) =>
      call.url === 'api/finder' ? ok([card()], { meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 }, sorts: {} }) : undefined,
    );
    renderAt(<FinderPage title="Immobilien" initialResult={serverResult()} />, '/properties');
    expect(await screen.findByRole('link', { name: '5-Zimmer-Reihenhaus in Bremen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wohnung vom Server' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'api/finder')?.params).toMatchObject({ type: 'haus', page: 1 });
  });
});
