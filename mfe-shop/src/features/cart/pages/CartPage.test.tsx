import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { twoProviderCart } from '../../../test/fixtures';
import CartPage from './CartPage';

describe('CartPage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    authStore.reset();
    localStorage.setItem('cart_key', '0b5b8a3e-7d7e-4a55-9d7a-2f5f2b0d8c11');
  });
  afterEach(() => api.restore());

  it('groups the lines by provider, each with its shipping and sum, and shows VAT per rate', async () => {
    api = mockApi((call) => (call.url === 'cart' ? ok(twoProviderCart()) : undefined));
    renderAt(<CartPage />, '/shop/cart');
    const groups = await screen.findAllByTestId('cart-group');
    expect(groups).toHaveLength(2);
    expect(within(groups[0] as HTMLElement).getByRole('heading', { name: 'Verkauf und Versand durch Textil Weber' })).toBeInTheDocument();
    expect(within(groups[0] as HTMLElement).getByText('Leinenhemd Classic')).toBeInTheDocument();
    expect(
      within(groups[1] as HTMLElement).getByRole('heading', { name: 'Verkauf und Versand durch Hofladen Sonnenfeld' }),
    ).toBeInTheDocument();
    expect(within(groups[1] as HTMLElement).getByText('Bio-Honig 500 g')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('38,38 €');
    expect(screen.getByTestId('vat-7')).toHaveTextContent('enthaltene MwSt. 7 %0,49 €');
    expect(screen.getByTestId('vat-19')).toHaveTextContent('enthaltene MwSt. 19 %4,93 €');
    expect(api.calls[0]?.params).toEqual({ cart_key: '0b5b8a3e-7d7e-4a55-9d7a-2f5f2b0d8c11' });
  });

  it('asks before removing a line and sends the removal with the cart key', async () => {
    const after = twoProviderCart();
    after.groups = after.groups.slice(1);
    api = mockApi((call) => {
      if (call.url === 'cart') return ok(twoProviderCart());
      if (call.method === 'DELETE' && call.url === 'cart/item/1')
        return ok(after, { message: 'Der Artikel wurde aus dem Warenkorb entfernt.' });
      return undefined;
    });
    renderAt(<CartPage />, '/shop/cart');
    fireEvent.click(await screen.findByRole('button', { name: '„Leinenhemd Classic“ entfernen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Artikel entfernen?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-group')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'DELETE')?.params).toEqual({ cart_key: '0b5b8a3e-7d7e-4a55-9d7a-2f5f2b0d8c11' });
  });

  it('changes the quantity through the cart call', async () => {
    api = mockApi((call) => (call.url === 'cart' || call.url === 'cart/update' ? ok(twoProviderCart()) : undefined));
    renderAt(<CartPage />, '/shop/cart');
    const groups = await screen.findAllByTestId('cart-group');
    fireEvent.click(within(groups[0] as HTMLElement).getByRole('button', { name: 'Menge erhöhen' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === 'cart/update')?.data).toEqual({
        cart_key: '0b5b8a3e-7d7e-4a55-9d7a-2f5f2b0d8c11',
        cart_item_id: 1,
        qty: 3,
      }),
    );
  });

  it("shows a line's picture from the API when the cart names it by its stored path", async () => {
    const cart = twoProviderCart();
    const first = cart.groups[0]?.items[0];
    if (first) first.photo = '/shop/images/shirt-200.svg';
    api = mockApi((call) => (call.url === 'cart' ? ok(cart) : undefined));
    const { container } = renderAt(<CartPage />, '/shop/cart');
    await screen.findAllByTestId('cart-group');
    expect(container.querySelector('[data-testid="cart-line"] img')).toHaveAttribute(
      'src',
      'http://127.0.0.1:4000/shop/images/shirt-200.svg',
    );
  });

  it('shows a line whose provider is gone as no longer available: its notice, no quantity stepper, only „Entfernen“', async () => {
    const cart = twoProviderCart();
    const gone = cart.groups[1]?.items[0];
    if (gone) {
      gone.problem = 'withdrawn';
      gone.problem_text = 'Nicht mehr verfügbar: Der Anbieter bietet diesen Artikel nicht mehr an.';
      gone.in_stock = false;
      gone.available_qty = 0;
    }
    cart.has_problems = true;
    api = mockApi((call) => (call.url === 'cart' ? ok(cart) : undefined));
    renderAt(<CartPage />, '/shop/cart');
    const groups = await screen.findAllByTestId('cart-group');
    const line = within(groups[1] as HTMLElement).getByTestId('cart-line');
    expect(line).toHaveAttribute('data-unavailable', 'true');
    expect(within(line).getByRole('alert')).toHaveTextContent('Nicht mehr verfügbar: Der Anbieter bietet diesen Artikel nicht mehr an.');
    expect(within(line).queryByRole('group', { name: /Menge/ })).not.toBeInTheDocument();
    expect(within(line).getByRole('button', { name: '„Bio-Honig 500 g“ entfernen' })).toBeEnabled();
    expect(line.querySelector('del')).not.toBeNull();
    expect(within(groups[0] as HTMLElement).getByRole('button', { name: 'Menge erhöhen' })).toBeInTheDocument();
    expect(
      screen.getByText('Bitte entfernen Sie die nicht lieferbaren Artikel oder ändern Sie die Menge, bevor Sie bestellen.'),
    ).toBeInTheDocument();
  });

  it('shows the empty state for an empty cart', async () => {
    api = mockApi((call) => (call.url === 'cart' ? ok({ ...twoProviderCart(), groups: [], item_count: 0 }) : undefined));
    renderAt(<CartPage />, '/shop/cart');
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toBeInTheDocument();
  });
});
