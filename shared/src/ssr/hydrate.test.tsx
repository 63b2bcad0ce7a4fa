import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { useLoaderData, type Location, type Navigator, type RouteObject } from 'react-router-dom';
import { serverRenderElementWithData } from './index';
import { ssrIdentifierPrefix } from './names';
import { combineHydrations, createHydrate, type HydrateServerRoute, type Island } from './hydrate';

// React's `act` outside Testing Library (which sets it when imported).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
  go: jest.fn(),
  push: jest.fn(),
  replace: jest.fn(),
};
const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: 'default' });

/** Two pages of one area, each under its route id in the loader data. */
const Listing = ({ data }: { data: { title: string } }) => <h1>{data.title}</h1>;
const Category = ({ data }: { data: { name: string } }) => <h2>{data.name}</h2>;
const dataOf =
  <Data,>(id: string, key: string) =>
  (serverData: unknown): Data | null => {
    const data = (serverData as { loaderData?: Record<string, Record<string, unknown> | undefined> } | null)?.loaderData?.[id];
    return data && typeof data[key] === 'string' ? (data as Data) : null;
  };
const listing = createHydrate({
  area: 'mfe_test',
  path: '/listing/:slug',
  dataOf: dataOf<{ title: string }>('listing', 'title'),
  Page: Listing,
});
const category = createHydrate({
  area: 'mfe_test',
  path: '/category/:slug',
  dataOf: dataOf<{ name: string }>('category', 'name'),
  Page: Category,
});
const routes: RouteObject[] = [
  { id: 'listing', path: '/listing/:slug', Component: () => <Listing data={useLoaderData() as { title: string }} /> },
  { id: 'category', path: '/category/:slug', Component: () => <Category data={useLoaderData() as { name: string }} /> },
];

describe('combineHydrations', () => {
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    document.body.innerHTML = '';
  });

  async function hydrateAt(path: string, loaderData: Record<string, unknown>) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverRenderElementWithData(routes, path, loaderData), {
      identifierPrefix: ssrIdentifierPrefix('mfe_test'),
    });
    document.body.append(container);
    const node = container.firstElementChild;
    await act(async () => {
      island = combineHydrations(listing, category)(container, { loaderData }, { location: at(path), navigator });
    });
    return { container, node };
  }

  it('hydrates with the route whose data holds its page, whichever comes first in the list', async () => {
    const first = await hydrateAt('/listing/altbau', { listing: { title: 'Altbau' } });
    expect(first.container).toHaveAttribute('data-hydrated');
    expect(first.container.firstElementChild).toBe(first.node);
    expect(first.container).toHaveTextContent('Altbau');
    act(() => island?.unmount());
    const second = await hydrateAt('/category/garten', { category: { name: 'Garten' } });
    expect(second.container).toHaveAttribute('data-hydrated');
    expect(second.container.firstElementChild).toBe(second.node);
    expect(second.container.querySelector('h2')).toHaveTextContent('Garten');
    expect(errors).not.toHaveBeenCalled();
  });

  it('is null when no route has its page in the data, and asks the routes in the order given', () => {
    const context = { location: at('/listing/altbau'), navigator };
    const container = document.createElement('div');
    expect(combineHydrations(listing, category)(container, { loaderData: {} }, context)).toBeNull();
    expect(combineHydrations(listing, category)(container, null, context)).toBeNull();
    expect(combineHydrations()(container, { loaderData: { listing: { title: 'Altbau' } } }, context)).toBeNull();
    expect(container).not.toHaveAttribute('data-hydrated');
    const asked: string[] = [];
    const none =
      (name: string): HydrateServerRoute =>
      () => {
        asked.push(name);
        return null;
      };
    const found: Island = { update: jest.fn(), unmount: jest.fn() };
    const later = jest.fn(() => found);
    expect(combineHydrations(none('a'), () => found, later)(container, {}, context)).toBe(found);
    expect(combineHydrations(none('b'), none('c'))(container, {}, context)).toBeNull();
    expect(asked).toEqual(['a', 'b', 'c']);
    expect(later).not.toHaveBeenCalled();
  });
});

describe('createHydrate and a recoverable hydration error', () => {
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  let beacon: jest.Mock;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    beacon = jest.fn(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    delete (window.navigator as { sendBeacon?: unknown }).sendBeacon;
    document.body.innerHTML = '';
  });

  /** Hydrates the server's markup of `serverTitle` with a page of `clientTitle` (a mismatch when they differ). */
  async function hydrateListing(area: string, serverTitle: string, clientTitle: string) {
    const page = createHydrate({ area, path: '/listing/:slug', dataOf: dataOf<{ title: string }>('listing', 'title'), Page: Listing });
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverRenderElementWithData(routes, '/listing/altbau', { listing: { title: serverTitle } }), {
      identifierPrefix: ssrIdentifierPrefix(area),
    });
    document.body.append(container);
    await act(async () => {
      island = page(container, { loaderData: { listing: { title: clientTitle } } }, { location: at('/listing/altbau'), navigator });
    });
    const hydrated = island;
    island = null;
    act(() => hydrated?.unmount());
    return container;
  }
  const bodyOf = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });

  it('reports a mismatch to the server once per area and page load, with the area only, and still logs it to the console', async () => {
    await hydrateListing('mfe_einmal', 'Altbau', 'Neubau');
    expect(errors).toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/ssr/hydration-errors');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await bodyOf(blob))).toEqual({ area: 'mfe_einmal' });

    // the same area again in this page load: logged, not sent again; another area: its own report
    errors.mockClear();
    await hydrateListing('mfe_einmal', 'Altbau', 'Villa');
    expect(errors).toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    await hydrateListing('mfe_zweites', 'Altbau', 'Neubau');
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(JSON.parse(await bodyOf(beacon.mock.calls[1][1] as Blob))).toEqual({ area: 'mfe_zweites' });
  });

  it('sends nothing when the markup matches', async () => {
    const container = await hydrateListing('mfe_passend', 'Altbau', 'Altbau');
    expect(container).toHaveAttribute('data-hydrated');
    expect(beacon).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('sends no beacon without sendBeacon (tests, old browsers) and still logs the mismatch', async () => {
    delete (window.navigator as { sendBeacon?: unknown }).sendBeacon;
    expect('sendBeacon' in window.navigator).toBe(false);
    await hydrateListing('mfe_ohne_beacon', 'Altbau', 'Neubau');
    expect(errors).toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('keeps the page when the browser refuses the beacon', async () => {
    beacon.mockImplementation(() => {
      throw new TypeError('refused');
    });
    const container = await hydrateListing('mfe_abgelehnt', 'Altbau', 'Neubau');
    expect(beacon).toHaveBeenCalledTimes(1);
    // the client's render of the page committed all the same
    expect(container).toHaveAttribute('data-hydrated');
  });
});
