import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { familyStateStore, sortLabel } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { categoryTreeAnswer, freshCatalogVisit, honey } from '../../../test/fixtures';
import ProductListPage from './ProductListPage';

function searchApi(results: unknown[], extra: Record<string, unknown> = {}) {
  return mockApi((call) => {
    if (call.url === 'api/search') {
      return ok({
        data: results,
        similar: false,
        did_you_mean: null,
        ...extra,
        total_pages: 1,
        total_records: results.length,
        filters: { providers: [{ id: 4, name: 'Hofladen Sonnenfeld', count: 1 }] },
      });
    }
    if (call.url === 'shop/getCategories') return categoryTreeAnswer();
    return undefined;
  });
}

describe('ProductListPage', () => {
  let api: ReturnType<typeof searchApi>;
  beforeEach(freshCatalogVisit);
  afterEach(() => api.restore());

  it('offers the spec sort labels and sends the chosen sort, keeping it in the URL and the product family state', async () => {
    api = searchApi([honey()]);
    renderAt(<ProductListPage mode="list" />, '/product-list');
    const select = await screen.findByTestId('sort-select');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['Kürzlich Hinzugefügt', 'Preis (aufsteigend)', 'Preis (absteigend)', 'Bewertung']);
    expect(labels[1]).toBe(sortLabel('price', 'asc'));

    fireEvent.change(select, { target: { value: 'price_desc' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product-list?sort=price_desc'));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === 'api/search' && call.params.sort === 'price' && call.params.direction === 'desc')).toBe(
        true,
      ),
    );
    expect(familyStateStore.get('product').sort).toEqual({ key: 'price', direction: 'desc' });
  });

  it('leads a search with „Relevanz“ as its default order and sends sort=relevance, keeping the URL bare', async () => {
    api = searchApi([honey()]);
    renderAt(<ProductListPage mode="search" />, '/product-search?keyword=kaffee');
    const select = await screen.findByTestId('sort-select');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['Relevanz', 'Kürzlich Hinzugefügt', 'Preis (aufsteigend)', 'Preis (absteigend)', 'Bewertung']);
    expect(select).toHaveValue('relevance');
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.url === 'api/search' && call.params.keyword === 'kaffee' && call.params.sort === 'relevance'),
      ).toBe(true),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product-search\?keyword=kaffee$/);
  });

  it('shows product cards with price, Grundpreis, rating and provider', async () => {
    api = searchApi([honey()]);
    renderAt(<ProductListPage mode="list" />, '/product-list');
    const found = await screen.findByTestId('product-card');
    expect(within(found).getByTestId('product-card-price')).toHaveTextContent('7,50 €');
    expect(within(found).getByTestId('base-price')).toHaveTextContent('Grundpreis: 15,00 € / 1 kg');
    expect(within(found).getByText('von Hofladen Sonnenfeld')).toBeInTheDocument();
    expect(within(found).getByRole('img', { name: '4,0 von 5 Sternen, 3 Bewertungen' })).toBeInTheDocument();
  });

  it('keeps the headings in order: the page h1, the results h2, the cards h3', async () => {
    api = searchApi([honey()]);
    renderAt(<ProductListPage mode="list" />, '/product-list');
    await screen.findByTestId('product-card');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index]!).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('says „Keine Produkte gefunden“ when nothing matches, and filters by category from the tree', async () => {
    api = searchApi([]);
    renderAt(<ProductListPage mode="search" />, '/product-search?keyword=zzz');
    expect(await screen.findByText('Keine Produkte gefunden')).toBeInTheDocument();
    const category = screen.getByTestId('filter-category');
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(category, { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product-search?keyword=zzz&category=2'));
    expect(familyStateStore.get('product').filters).toEqual({ keyword: 'zzz', category: 2 });
  });

  it('offers categories instead of „Filter zurücksetzen“ when nothing matches a keyword and no filter is set', async () => {
    api = searchApi([]);
    renderAt(<ProductListPage mode="search" />, '/product-search?keyword=xylqwvz');
    expect(await screen.findByText(/Zu „xylqwvz“ haben wir nichts gefunden/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).not.toBeInTheDocument();
    const help = await screen.findByRole('navigation', { name: 'In Kategorien stöbern' });
    await waitFor(() =>
      expect(within(help).getByRole('link', { name: 'Lebensmittel' })).toHaveAttribute('href', '/product-list?category=1'),
    );
    expect(within(help).queryByRole('link', { name: 'Leer' })).not.toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'Alle Produkte ansehen' })).toHaveAttribute('href', '/product-list');
  });

  it('offers „Filter zurücksetzen“ when a filter is set, and it keeps the keyword', async () => {
    api = searchApi([]);
    renderAt(<ProductListPage mode="search" />, '/product-search?keyword=honig&min_price=500');
    await screen.findByText('Mit weniger Filtern finden Sie mehr. Ihr Suchbegriff bleibt erhalten.');
    const buttons = screen.getAllByRole('button', { name: 'Filter zurücksetzen' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/product-search\?keyword=honig$/));
  });

  it('says when the results are spelled similarly and links the word it took', async () => {
    api = searchApi([honey()], { similar: true, did_you_mean: 'Honig' });
    renderAt(<ProductListPage mode="search" />, '/product-search?keyword=Honnig');
    const note = await screen.findByTestId('similar-note');
    expect(note).toHaveTextContent('Keine genauen Treffer für „Honnig“. Wir zeigen ähnlich geschriebene Produkte.');
    expect(within(note).getByRole('link', { name: 'Meinten Sie „Honig“?' })).toHaveAttribute('href', '/product-search?keyword=Honig');
    expect(screen.getByTestId('product-card')).toBeInTheDocument();
  });

  it('shows the error with a retry when the search fails', async () => {
    api = mockApi((call) =>
      call.url === 'api/search' ? { status: 500, data: { status: false, message: 'Die Suche ist gerade nicht erreichbar.' } } : ok([]),
    );
    renderAt(<ProductListPage mode="list" />, '/product-list');
    expect(await screen.findByText('Die Suche ist gerade nicht erreichbar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
