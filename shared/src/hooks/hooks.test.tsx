import { renderToString } from 'react-dom/server';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { familyOfPath, familyStateStore, sortLabel, SORT_LABELS, SORT_SUFFIXES, useFamilyState } from './useFamilyState';
import { useFetch } from './useFetch';
import { DEFAULT_PAGE_SIZE, usePagination } from './usePagination';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useFetch', () => {
  it('reports loading true already in the first render', async () => {
    const seen: boolean[] = [];
    const d = deferred<number>();
    function Probe() {
      const { loading } = useFetch(() => d.promise, []);
      seen.push(loading);
      return null;
    }
    render(<Probe />);
    expect(seen[0]).toBe(true);
    await act(async () => d.resolve(1));
    expect(seen[seen.length - 1]).toBe(false);
  });

  it('starts with loading true, then gives the data', async () => {
    const d = deferred<string[]>();
    const { result } = renderHook(() => useFetch(() => d.promise, []));
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await act(async () => d.resolve(['a']));
    expect(result.current).toMatchObject({ loading: false, data: ['a'], error: undefined });
  });

  it('gives the rejection as error and stops loading', async () => {
    const { result } = renderHook(() => useFetch(() => Promise.reject('Something went wrong'), []));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Something went wrong');
  });

  it('loads again on reload and when deps change', async () => {
    const loader = jest.fn((id: number) => Promise.resolve(`item ${id}`));
    const { result, rerender } = renderHook(({ id }) => useFetch(() => loader(id), [id]), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current.data).toBe('item 1'));
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('item 2'));
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('drops the result of an older request that finishes late', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ p }) => useFetch(() => p, [p]), { initialProps: { p: slow.promise } });
    rerender({ p: fast.promise });
    await act(async () => fast.resolve('neu'));
    await act(async () => slow.resolve('alt'));
    expect(result.current.data).toBe('neu');
  });

  it('shows data the page already has in the first render without loading it, and loads when deps change or on reload', async () => {
    const loader = jest.fn((id: number) => Promise.resolve(`geladen ${id}`));
    const initial = jest.fn(() => 'vom Server');
    const { result, rerender } = renderHook(({ id }) => useFetch(() => loader(id), [id], { initial }), { initialProps: { id: 1 } });
    expect(result.current).toMatchObject({ loading: false, data: 'vom Server', error: undefined });
    await act(async () => undefined);
    expect(loader).not.toHaveBeenCalled();
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('geladen 2'));
    act(() => result.current.reload());
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('loads as usual when the page has no data of its own', async () => {
    const { result } = renderHook(() => useFetch(() => Promise.resolve('geladen'), [], { initial: () => undefined }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('geladen'));
  });

  it('aborts the signal of a request that is no longer wanted', () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useFetch((s) => {
        signal = s;
        return new Promise(() => undefined);
      }, []),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('usePagination', () => {
  it('uses page size 5 by default', () => {
    const { result } = renderHook(() => usePagination({ total: 12 }));
    expect(DEFAULT_PAGE_SIZE).toBe(5);
    expect(result.current).toMatchObject({ page: 1, pageSize: 5, totalPages: 3, offset: 0, hasNext: true, hasPrevious: false });
    expect(result.current.paginate([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves between pages and stays within the bounds', () => {
    const { result } = renderHook(() => usePagination({ total: 12 }));
    act(() => result.current.next());
    expect(result.current.page).toBe(2);
    expect(result.current.offset).toBe(5);
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(3);
    expect(result.current.hasNext).toBe(false);
    act(() => result.current.previous());
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.page).toBe(1);
  });

  it('accepts another page size', () => {
    const { result } = renderHook(() => usePagination({ total: 45, pageSize: 20 }));
    expect(result.current.totalPages).toBe(3);
  });
});

describe('sort labels', () => {
  it('has the German sort labels and suffixes of the spec', () => {
    expect(Object.values(SORT_LABELS)).toEqual([
      'Zimmeranzahl',
      'Aktualität',
      'Preis',
      'Wohnfläche',
      'Bewertung',
      'Kürzlich Hinzugefügt',
      'Entfernung (nächste)',
      'Entfernung (weiteste)',
    ]);
    expect(Object.values(SORT_SUFFIXES)).toEqual(['(aufsteigend)', '(absteigend)', '(neueste zuerst)']);
  });

  it('builds a label with its suffix', () => {
    expect(sortLabel('price', 'asc')).toBe('Preis (aufsteigend)');
    expect(sortLabel('livingSpace', 'desc')).toBe('Wohnfläche (absteigend)');
    expect(sortLabel('recency', 'newest')).toBe('Aktualität (neueste zuerst)');
    expect(sortLabel('rating')).toBe('Bewertung');
  });
});

describe('route families', () => {
  it('finds the family of a route', () => {
    expect(familyOfPath('/product/42')).toBe('product');
    expect(familyOfPath('/product-search?q=tisch')).toBe('product');
    expect(familyOfPath('/provider-detail/baeckerei-mueller')).toBe('provider');
    expect(familyOfPath('/property-detail/altbau')).toBe('property');
    expect(familyOfPath('/world-category/lead/kueche/tischlerei')).toBe('livingWorlds');
    expect(familyOfPath('/bauen-wohnen')).toBe('livingWorlds');
    expect(familyOfPath('/news')).toBe('news');
    expect(familyOfPath('/food-provider-search')).toBe('food');
    expect(familyOfPath('/checkout')).toBeNull();
  });
});

function ListPage({ family, name }: { family: 'product' | 'provider' | 'news'; name: string }) {
  const state = useFamilyState(family);
  return (
    <div>
      <span data-testid={name}>
        {state.sort ? sortLabel(state.sort.key, state.sort.direction) : 'unsortiert'}|{JSON.stringify(state.filters)}
      </span>
      <button type="button" onClick={() => state.setSort({ key: 'price', direction: 'asc' })}>
        {`${name} sortieren`}
      </button>
      <button type="button" onClick={() => state.setFilter('category', 'moebel')}>
        {`${name} filtern`}
      </button>
    </div>
  );
}

describe('useFamilyState', () => {
  afterEach(() => familyStateStore.resetMemory());

  it('shares sort and filter state between the routes of one family', () => {
    render(
      <>
        <ListPage family="product" name="list" />
        <ListPage family="product" name="search" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'list sortieren' }).click());
    act(() => screen.getByRole('button', { name: 'list filtern' }).click());
    expect(screen.getByTestId('search')).toHaveTextContent('Preis (aufsteigend)|{"category":"moebel"}');
  });

  it('keeps families apart', () => {
    render(
      <>
        <ListPage family="product" name="product" />
        <ListPage family="provider" name="provider" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'product sortieren' }).click());
    expect(screen.getByTestId('provider')).toHaveTextContent('unsortiert|{}');
  });

  it('keeps the state when the family route is left and entered again', () => {
    const first = render(<ListPage family="product" name="list" />);
    act(() => screen.getByRole('button', { name: 'list sortieren' }).click());
    first.unmount();
    render(<ListPage family="product" name="detail" />);
    expect(screen.getByTestId('detail')).toHaveTextContent('Preis (aufsteigend)');
  });

  it('restores the state from sessionStorage after a reload', () => {
    const first = render(<ListPage family="provider" name="a" />);
    act(() => screen.getByRole('button', { name: 'a filtern' }).click());
    first.unmount();
    expect(JSON.parse(window.sessionStorage.getItem('marktplatz.family.provider') ?? '{}').filters).toEqual({
      category: 'moebel',
    });
    familyStateStore.resetMemory();
    render(<ListPage family="provider" name="b" />);
    expect(screen.getByTestId('b')).toHaveTextContent('{"category":"moebel"}');
  });

  it('renders the empty state on the server and in a hydration, then what the tab remembers', () => {
    window.sessionStorage.setItem('marktplatz.family.news', JSON.stringify({ sort: null, filters: { region: 'berlin' } }));
    try {
      // A server render (and the browser's hydration of it) never sees the tab's state.
      expect(renderToString(<ListPage family="news" name="server" />)).not.toContain('berlin');
      familyStateStore.resetMemory();
      render(<ListPage family="news" name="browser" />);
      expect(screen.getByTestId('browser')).toHaveTextContent('{"region":"berlin"}');
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('removes a filter set to an empty value', () => {
    const { result } = renderHook(() => useFamilyState('news'));
    act(() => result.current.setFilter('region', 'Berlin'));
    act(() => result.current.setFilter('region', ''));
    expect(result.current.filters).toEqual({});
  });
});
