import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderAt, type ApiMock, type Reply } from '@marktplatz/shared/testing';
import { FoodDishPanel } from './FoodDishPanel';

const labels = {
  allergens: { A: 'Glutenhaltiges Getreide', C: 'Eier', G: 'Milch (Laktose)' },
  additives: { '1': 'mit Farbstoff', '2': 'mit Konservierungsstoff' },
};
const categories = [
  { id: 4, name: 'Pizza', position: 0, dish_count: 3 },
  { id: 5, name: 'Getränke', position: 1, dish_count: 0 },
];

let api: ApiMock;
function answer(overrides: { categories?: unknown[]; save?: Reply } = {}) {
  api = mockApi(({ method, url, data }) => {
    if (url === 'food/dish' && method === 'GET') return ok({ product_id: 12, category_id: 4, allergens: ['A'], additives: [] });
    if (url === 'food/dish' && method === 'POST')
      return overrides.save ?? ok({ ...(data as object) }, { message: 'Das Gericht wurde gespeichert.' });
    if (url === 'getFoodCategories') return ok(overrides.categories ?? categories);
    if (url === 'food/allergens') return ok(labels);
    return undefined;
  });
}
afterEach(() => api.restore());

/** Generous waits: three loads and the form's field registration on a busy test machine. */
const slow = { timeout: 5000 };

/** The form once its fields carry the loaded values (a field renders empty once before it registers). */
async function loaded() {
  await screen.findByRole('checkbox', { name: 'A – Glutenhaltiges Getreide', checked: true }, slow);
  return screen.getByLabelText('Speisekategorie');
}

describe('FoodDishPanel', () => {
  it('shows the dish’s food category and its allergens and additives as labelled checkboxes', async () => {
    answer();
    renderAt(<FoodDishPanel productId={12} />);
    const select = await loaded();
    expect(select).toHaveValue('4');
    expect(within(select).getByRole('option', { name: 'Keine Kategorie' })).toBeInTheDocument();
    const allergens = screen.getByRole('group', { name: 'Allergene' });
    expect(within(allergens).getByRole('checkbox', { name: 'A – Glutenhaltiges Getreide' })).toBeChecked();
    expect(within(allergens).getByRole('checkbox', { name: 'C – Eier' })).not.toBeChecked();
    const additives = screen.getByRole('group', { name: 'Zusatzstoffe' });
    expect(within(additives).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('saves the chosen category, allergens and additives for the product', async () => {
    answer();
    renderAt(<FoodDishPanel productId={12} />);
    fireEvent.change(await loaded(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'G – Milch (Laktose)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '1 – mit Farbstoff' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speisekarte speichern' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true), slow);
    const saved = api.calls.find((call) => call.method === 'POST');
    expect(saved?.url).toBe('food/dish');
    expect(saved?.data).toEqual({ product_id: 12, category_id: 5, allergens: ['A', 'G'], additives: ['1'] });
  });

  it('sends no category when „Keine Kategorie“ is chosen', async () => {
    answer();
    renderAt(<FoodDishPanel productId={12} />);
    fireEvent.change(await loaded(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speisekarte speichern' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.data).toMatchObject({ category_id: null }), slow);
  });

  it('points to the category management when the provider has no food categories yet', async () => {
    answer({ categories: [] });
    renderAt(<FoodDishPanel productId={12} />);
    expect(await screen.findByText('Sie haben noch keine Speisekategorien angelegt.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Speisekategorien verwalten' })).toHaveAttribute('href', '/food/categories');
  });

  it('shows the server’s German refusal at the form', async () => {
    answer({
      save: { status: 422, data: { status: false, message: 'Unbekanntes Allergen.', errors: { allergens: ['Unbekanntes Allergen.'] } } },
    });
    renderAt(<FoodDishPanel productId={12} />);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Speisekarte speichern' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Unbekanntes Allergen.');
    expect(within(screen.getByRole('group', { name: 'Allergene' })).getByText('Unbekanntes Allergen.')).toBeInTheDocument();
  });
});
