import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';
import CategoriesPage from './CategoriesPage';

const pizza = { id: 3, name: 'Pizza', position: 0, dish_count: 2 };

describe('CategoriesPage', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  it('creates a category, empties the field and shows the list anew', async () => {
    signIn('Company');
    let rows = [pizza];
    let body: unknown;
    api = mockApi((call) => {
      if (call.url === 'getFoodCategories') return ok(rows);
      if (call.url === 'storeFoodCategory') {
        body = call.data;
        rows = [pizza, { id: 4, name: 'Pasta', position: 1, dish_count: 0 }];
        return ok(rows);
      }
      return undefined;
    });
    renderAt(<CategoriesPage />, '/food/categories');
    await screen.findByLabelText('Name (2 Gerichte)');
    const name = screen.getByLabelText('Name', { selector: '#new-category' });
    fireEvent.change(name, { target: { value: 'Pasta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kategorie anlegen' }));
    expect(await screen.findByLabelText('Name (0 Gerichte)')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Pasta' });
    await waitFor(() => expect(screen.getByLabelText('Name', { selector: '#new-category' })).toHaveValue(''));
  }, 60_000);

  it('shows a refused name in German at the field and keeps it', async () => {
    signIn('Company');
    api = mockApi((call) => {
      if (call.url === 'getFoodCategories') return ok([pizza]);
      if (call.url === 'storeFoodCategory') {
        return { status: 422, data: { status: false, message: 'Ungültig', errors: { name: ['Diese Kategorie gibt es schon.'] } } };
      }
      return undefined;
    });
    renderAt(<CategoriesPage />, '/food/categories');
    await screen.findByLabelText('Name (2 Gerichte)');
    const name = screen.getByLabelText('Name', { selector: '#new-category' });
    fireEvent.change(name, { target: { value: 'Pizza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kategorie anlegen' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Diese Kategorie gibt es schon.'));
    expect(name).toHaveValue('Pizza');
  }, 60_000);
});
