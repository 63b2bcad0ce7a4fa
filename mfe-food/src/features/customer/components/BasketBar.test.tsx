import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { announceCartChange, authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { BasketBar } from './BasketBar';

const cart = (count: number, subtotalCents: number) => ({
  cart_key: 'key-1',
  item_count: count,
  totals: { subtotal_cents: subtotalCents, total_cents: subtotalCents + 250 },
  groups: [],
});

describe('BasketBar', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
    localStorage.clear();
  });

  it('shows the item count and subtotal of the cart and opens the cart', async () => {
    localStorage.setItem('cart_key', 'key-1');
    api = mockApi((call) => (call.url === 'cart' ? ok(cart(3, 2450)) : undefined));
    renderAt(<BasketBar />, '/food/menu/pizzeria-da-marco');
    const bar = await screen.findByTestId('basket-bar');
    const open = within(bar).getByRole('link', { name: /^Warenkorb öffnen: 3 Artikel, 24,50\s€$/ });
    expect(open).toHaveAttribute('href', '/shop/cart');
    expect(screen.getByRole('region', { name: 'Ihr Warenkorb' })).toHaveTextContent(/^3Warenkorb24,50\s€$/);
    expect(api.calls.find((call) => call.url === 'cart')?.params).toMatchObject({ cart_key: 'key-1' });
  });

  it('follows a dish added on the page: the count and total change without a reload', async () => {
    localStorage.setItem('cart_key', 'key-1');
    let count = 1;
    api = mockApi((call) => (call.url === 'cart' ? ok(cart(count, count * 850)) : undefined));
    renderAt(<BasketBar />, '/food/menu/pizzeria-da-marco');
    const bar = await screen.findByTestId('basket-bar');
    expect(within(bar).getByRole('link')).toHaveAccessibleName(/^Warenkorb öffnen: 1 Artikel, 8,50\s€$/);
    count = 2;
    act(() => announceCartChange({ count: 2 }));
    await waitFor(() => expect(within(bar).getByRole('link')).toHaveAccessibleName(/^Warenkorb öffnen: 2 Artikel, 17,00\s€$/));
    expect(bar).toHaveTextContent(/17,00\s€/);
  });

  it('shows nothing while the cart is empty, and asks nothing of a guest without a cart', async () => {
    api = mockApi((call) => (call.url === 'cart' ? ok(cart(0, 0)) : undefined));
    const { unmount } = renderAt(<BasketBar />, '/food/menu/pizzeria-da-marco');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.filter((call) => call.url === 'cart')).toHaveLength(0);
    expect(screen.queryByTestId('basket-bar')).toBeNull();
    unmount();

    localStorage.setItem('cart_key', 'key-1');
    renderAt(<BasketBar />, '/food/menu/pizzeria-da-marco');
    await waitFor(() => expect(api.calls.filter((call) => call.url === 'cart')).toHaveLength(1));
    expect(screen.queryByTestId('basket-bar')).toBeNull();
  });
});
