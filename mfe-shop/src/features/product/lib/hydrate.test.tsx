import { act } from 'react';
import { waitFor } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { authStore, familyStateStore } from '@marktplatz/shared';
import { islandLocation, islandNavigator, mockApi, ok, ssrContainer, type RecordedCall, type Reply } from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { shirt } from '../../../test/fixtures';
import { hydrate, productOfServerData, type Island } from './hydrate';
import { productServerRoutes } from './serverRoutes';
import type { ProductDetail } from '../types';

const PATH = '/product/leinenhemd-classic';

const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'v2/rating-summary')
    return ok({
      summary: { avg_rating: 4.5, total_review: 2, count_by_rating: { rating_1: 0, rating_2: 0, rating_3: 0, rating_4: 1, rating_5: 1 } },
      policy: { only_verified_buyers: true, text: 'Nur Käufer dieses Produkts können Bewertungen abgeben.' },
      viewer: { logged_in: false, can_review: false, reason: null, own_review: null },
    });
  if (call.url === 'api/v2/rating')
    return { status: 200, data: { status: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } } };
  if (call.url === 'setProductViewCounts') return ok({ product_id: 42, view_count: 3 });
  return ok(null);
};

/**
 * The server's markup of the product page as `createServerRender` (@marktplatz/shared/ssr) renders it: its tree with
 * the product route's data router and the loaded product, the area's `useId` prefix.
 */
const markupOf = (product: ProductDetail): string =>
  serverMarkup({ routes: productServerRoutes, path: PATH, loaderData: { product }, area: 'mfe_shop' });

const navigator = islandNavigator();
const location = islandLocation(PATH);

describe('hydration of the server-rendered product page', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    authStore.reset();
    familyStateStore.resetMemory();
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ data: { seoData: null } }), { status: 200 })) as typeof fetch;
    mocked = mockApi(api);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    mocked.restore();
    document.body.innerHTML = '';
  });

  async function hydrateServerMarkup(product: ProductDetail) {
    const container = ssrContainer('mfe_shop', markupOf(product));
    const heading = container.querySelector('h1');
    await act(async () => {
      island = hydrate(container, { loaderData: { product } }, { location, navigator });
    });
    return { container, heading };
  }

  it('takes over the server markup: same nodes, no hydration error, no request for the product', async () => {
    const product = shirt();
    const { container, heading } = await hydrateServerMarkup(product);
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Leinenhemd Classic');
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls.map((call) => call.url)).not.toContain('shop/productBySlug/leinenhemd-classic');
  });

  it('renders the guest view first for a signed-in visitor, then the personal one (no mismatch)', async () => {
    authStore.login({ token: 'token', role: 'User', user_id: 7, first_name: 'Kim' });
    const { container } = await hydrateServerMarkup(shirt());
    expect(container).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hands an error of the island after hydration to the shell (which renders the area instead)', async () => {
    const onError = jest.fn();
    await hydrateServerMarkup(shirt());
    const failingLocation = null as unknown as Location;
    // act rethrows what the render threw as well; what counts is that the root handed it on.
    // Outside act, as in the browser (act would collect the error itself instead of the root's handler).
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      island?.update({ location: failingLocation, navigator, onError });
      await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/pathname/);
  });

  it('reads the product from the server data only', () => {
    expect(productOfServerData({ loaderData: { product: shirt() } })?.slug).toBe('leinenhemd-classic');
    expect(productOfServerData({ loaderData: {} })).toBeNull();
    expect(productOfServerData(null)).toBeNull();
    expect(hydrate(document.createElement('div'), { loaderData: {} }, { location, navigator })).toBeNull();
  });
});
