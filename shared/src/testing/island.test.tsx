import { act, lazy, Suspense } from 'react';
import { useLoaderData, useLocation, type RouteObject } from 'react-router-dom';
import { createHydrate } from '../ssr/hydrate';
import { expectBrowserHydrateModule, islandContext, islandLocation, islandNavigator, nextTask, ssrContainer } from './index';
import { serverMarkup } from './ssr';

// React's `act` outside Testing Library (which sets it when imported).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Page = ({ data }: { data: { title: string } }) => <h1>{data.title}</h1>;

const LazyPart = lazy(() => Promise.resolve({ default: () => <p>Teil geladen</p> }));

function PageWithLazyPart() {
  return (
    <Suspense fallback={<p>Wird geladen …</p>}>
      <LazyPart />
    </Suspense>
  );
}

function Query() {
  return <p>{`Suche: ${useLocation().search}`}</p>;
}

const routes: RouteObject[] = [
  { id: 'query', path: '/anfrage', element: <Query /> },
  { id: 'page', path: '/seite', Component: () => <Page data={useLoaderData() as { title: string }} /> },
  { id: 'lazy', path: '/teil', element: <PageWithLazyPart /> },
];

describe('@marktplatz/shared/testing: hydration helpers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives the shell’s location and a navigator with createHref of a path object and jest.fn()s', () => {
    expect(islandLocation('/suche', '?q=honig')).toEqual({ pathname: '/suche', search: '?q=honig', hash: '', state: null, key: 'default' });
    const navigator = islandNavigator();
    expect(navigator.createHref('/a')).toBe('/a');
    expect(navigator.createHref({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
    navigator.push('/x');
    expect(jest.isMockFunction(navigator.push)).toBe(true);
    expect(navigator.push).toHaveBeenCalledWith('/x');
    const context = islandContext('/seite');
    expect(context.location.pathname).toBe('/seite');
    expect(context.navigator).not.toBe(navigator);
  });

  it('renders the server markup with the area’s useId prefix, and a settled one with the lazy part loaded', async () => {
    expect(serverMarkup({ routes, path: '/seite', loaderData: { page: { title: 'Hallo' } }, area: 'mfe_test' })).toContain('Hallo');
    expect(serverMarkup({ routes, path: '/teil', loaderData: {}, area: 'mfe_test' })).toContain('Wird geladen');
    expect(serverMarkup({ routes, path: '/anfrage?q=honig', loaderData: { query: null }, area: 'mfe_test' })).toContain('Suche: ?q=honig');
    const settled = await serverMarkup({ routes, path: '/teil', loaderData: {}, area: 'mfe_test', settle: true });
    expect(settled).toContain('Teil geladen');
  });

  it('puts the markup into a data-ssr element in the document, which an island hydrates keeping its nodes', async () => {
    const container = ssrContainer(
      'mfe_test',
      serverMarkup({ routes, path: '/seite', loaderData: { page: { title: 'Hallo' } }, area: 'mfe_test' }),
    );
    expect(container).toHaveAttribute('data-ssr', 'mfe_test');
    expect(document.body).toContainElement(container);
    const heading = container.querySelector('h1');
    const hydrate = createHydrate<{ title: string }>({
      area: 'mfe_test',
      path: '/seite',
      dataOf: (data) => (data as { loaderData?: { page?: { title: string } } } | null)?.loaderData?.page ?? null,
      Page,
    });
    const errors = jest.spyOn(console, 'error');
    let island: ReturnType<typeof hydrate> = null;
    try {
      await act(async () => {
        island = hydrate(container, { loaderData: { page: { title: 'Hallo' } } }, islandContext('/seite'));
      });
      await nextTask();
      expect(container.querySelector('h1')).toBe(heading);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => island?.unmount());
      errors.mockRestore();
    }
  });

  it('checks a browser ./hydrate module: it loads and hydrates nothing without its page', () => {
    const hydrate = jest.fn(() => null);
    expectBrowserHydrateModule(() => ({ hydrate }), { path: '/login', moreData: [{ loaderData: { page: null } }] });
    expect(hydrate).toHaveBeenCalledTimes(3);
    expect(hydrate.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { loaderData: { other: {} } },
      null,
      { loaderData: { page: null } },
    ]);
    expect((hydrate.mock.calls[0] as unknown[])[2]).toMatchObject({ location: { pathname: '/login' } });
    expect(() =>
      expectBrowserHydrateModule(() => {
        throw new Error('nur für den Server');
      }),
    ).toThrow();
  });
});
