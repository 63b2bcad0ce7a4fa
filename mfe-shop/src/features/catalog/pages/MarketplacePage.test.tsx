import { fireEvent, screen } from '@testing-library/react';
import { setOverlayHook } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { categoryTreeAnswer, freshCatalogVisit, honey } from '../../../test/fixtures';
import MarketplacePage from './MarketplacePage';

const LAYER = {
  id: 5,
  page: 'marketplace',
  title: 'Versandkostenfrei ab 50 €',
  content: 'Nur diese Woche.',
  button_text: null,
  button_url: null,
  position: 1,
};

function marketplaceApi(layout: unknown) {
  return mockApi((call) => {
    if (call.url === 'startPageLayout/marketplace') return layout === null ? { status: 500, data: { status: false } } : ok(layout);
    if (call.url === 'shop/getCategories') return categoryTreeAnswer();
    if (call.url === 'shop/feature_products/featured' || call.url === 'latestProductList') return ok([honey()]);
    return ok([]);
  });
}

const shownSections = () =>
  Array.from(document.querySelectorAll('[data-testid^="marketplace-"]'))
    .map((node) => node.getAttribute('data-testid'))
    .filter((id) => id === 'marketplace-categories' || id === 'marketplace-featured' || id === 'marketplace-latest');

describe('MarketplacePage', () => {
  let api: ReturnType<typeof marketplaceApi>;
  beforeEach(freshCatalogVisit);
  afterEach(() => {
    api.restore();
    setOverlayHook(null);
  });

  it('shows the sections in the order the editors saved and the page’s sticky layer, closable for the session', async () => {
    api = marketplaceApi({
      sections: ['latest', 'featured', 'categories', 'slider', 'trending', 'sliders', 'product_sections', 'bundles'],
      sticky_layers: [LAYER],
    });
    renderAt(<MarketplacePage />, '/shop');
    await screen.findByTestId('marketplace-categories');
    await screen.findAllByText('Bio-Honig 500 g');
    expect(shownSections()).toEqual(['marketplace-latest', 'marketplace-featured', 'marketplace-categories']);
    const layer = await screen.findByTestId('sticky-layer');
    expect(layer).toHaveTextContent('Versandkostenfrei ab 50 €');
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('sticky_layer_dismissed_5')).toBe('1');
  });

  it('keeps the sticky layer back while the shell gives the screen to another overlay (the cookie banner)', async () => {
    const wanted: boolean[] = [];
    setOverlayHook((_name, want) => {
      wanted.push(want);
      return false;
    });
    api = marketplaceApi({ sections: ['latest', 'featured', 'categories'], sticky_layers: [LAYER] });
    renderAt(<MarketplacePage />, '/shop');
    await screen.findByTestId('marketplace-categories');
    await screen.findAllByText('Bio-Honig 500 g');
    expect(shownSections()).toEqual(['marketplace-latest', 'marketplace-featured', 'marketplace-categories']);
    expect(wanted).toContain(true);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
  });

  it('shows the sections in their first order and no layer when the order cannot be loaded', async () => {
    api = marketplaceApi(null);
    renderAt(<MarketplacePage />, '/shop');
    await screen.findByTestId('marketplace-categories');
    await screen.findAllByText('Bio-Honig 500 g');
    expect(shownSections()).toEqual(['marketplace-categories', 'marketplace-featured', 'marketplace-latest']);
    expect(screen.queryByTestId('sticky-layer')).not.toBeInTheDocument();
  });
});
