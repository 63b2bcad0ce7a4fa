import { fireEvent, screen, waitFor } from '@testing-library/react';
import { familyStateStore } from '@marktplatz/shared';
import { mockApi, ok, providerCardFixture, renderAt } from '@marktplatz/shared/testing';
import ProviderSearchPage from './ProviderSearchPage';

jest.mock('../api/listIndustries', () => ({ listIndustries: async () => [] }));
// Leaflet needs a real browser (the journeys show it); here the map says what it was given.
jest.mock('../components/ProviderMap', () => ({
  __esModule: true,
  default: ({ cards, settings }: { cards: readonly { company_name: string }[]; settings: { tile_url: string | null } }) => (
    <div data-testid="provider-map">
      {cards.length} Standorte, {settings.tile_url ? 'Kacheln' : 'eigene Grundkarte'}
    </div>
  ),
}));

const card = (id: number, name: string) => ({
  ...providerCardFixture(id, name),
  store: { id: id + 100, title: 'Filiale', city: 'Berlin', latitude: 52.5, longitude: 13.4 },
});

function screenWidth(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: wide, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

describe('ProviderSearchPage: list and map', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    sessionStorage.clear();
    familyStateStore.resetMemory();
    api = mockApi((call) => {
      if (call.url === 'provider_search')
        return ok([card(1, 'Bäckerei Sonne'), card(2, 'Friseur Eck')], { meta: { current_page: 1, last_page: 1, per_page: 12, total: 2 } });
      if (call.url === '/provider_search/map' || call.url === 'provider_search/map') return ok({ tile_url: null, attribution: null });
      return undefined;
    });
  });
  afterEach(() => api.restore());

  it('on a phone offers „Liste | Karte“ as tabs: the list first, the map instead of the list when chosen', async () => {
    screenWidth(false);
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Friseur Eck');
    const tabs = screen.getByRole('tablist', { name: 'Ergebnisse zeigen als' });
    const list = screen.getByRole('tab', { name: 'Liste' });
    const map = screen.getByRole('tab', { name: 'Karte' });
    expect(tabs).toContainElement(list);
    expect(list).toHaveAttribute('aria-selected', 'true');
    expect(map).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Liste' })).toContainElement(screen.getByText('Friseur Eck'));
    expect(screen.queryByTestId('provider-map')).toBeNull();
    // no „Karte anzeigen“ button on a phone: the tabs do its work
    expect(screen.queryByRole('button', { name: 'Karte anzeigen' })).toBeNull();

    fireEvent.click(map);
    expect(map).toHaveAttribute('aria-selected', 'true');
    const panel = await screen.findByRole('tabpanel', { name: 'Karte' });
    expect(await screen.findByTestId('provider-map')).toHaveTextContent('2 Standorte, eigene Grundkarte');
    expect(panel).toContainElement(screen.getByTestId('provider-map'));
    expect(screen.queryByText('Friseur Eck')).not.toBeVisible();
    expect(map).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves between the tabs with the arrow keys, Home and End; only the chosen tab is in the tab order', async () => {
    screenWidth(false);
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Friseur Eck');
    const list = screen.getByRole('tab', { name: 'Liste' });
    const map = screen.getByRole('tab', { name: 'Karte' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(map).toHaveAttribute('tabindex', '-1');
    list.focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(map).toHaveAttribute('aria-selected', 'true');
    expect(map).toHaveFocus();
    expect(map).toHaveAttribute('tabindex', '0');
    await screen.findByTestId('provider-map');
    fireEvent.keyDown(map, { key: 'Home' });
    expect(list).toHaveAttribute('aria-selected', 'true');
    expect(list).toHaveFocus();
    await waitFor(() => expect(screen.queryByTestId('provider-map')).toBeNull());
    expect(screen.getByText('Friseur Eck')).toBeVisible();
    fireEvent.keyDown(list, { key: 'End' });
    expect(map).toHaveAttribute('aria-selected', 'true');
  });

  it('on a wide screen shows list and map side by side without tabs, and the map can be hidden', async () => {
    screenWidth(true);
    renderAt(<ProviderSearchPage />, '/provider-search');
    await screen.findByText('Friseur Eck');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByTestId('provider-map')).toBeInTheDocument();
    expect(screen.getByText('Friseur Eck')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Karte ausblenden' }));
    expect(screen.queryByTestId('provider-map')).toBeNull();
    expect(screen.getByRole('button', { name: 'Karte anzeigen' })).toHaveAttribute('aria-expanded', 'false');
  });
});
