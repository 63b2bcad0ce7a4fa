import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, authStore } from '@marktplatz/shared';
import CartButton from './CartButton';
import { announceCartChange } from './lib/cartKey';
import { mockApi, ok, signIn } from '@marktplatz/shared/testing';

const GUEST_KEY = '6f1c2d3e-4a5b-4c6d-8e7f-a1b2c3d4e5f6';

function renderButton() {
  return render(
    <MemoryRouter>
      <ThemeProvider>
        <CartButton />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('CartButton', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    authStore.reset();
    localStorage.clear();
  });
  afterEach(() => api.restore());

  it('shows the item count of the guest cart and follows cart changes on the page', async () => {
    localStorage.setItem('cart_key', GUEST_KEY);
    api = mockApi((call) => (call.url === 'cart/count' ? ok({ cart_key: GUEST_KEY, item_count: 2 }) : undefined));
    act(() => {
      authStore.initialise();
    });
    renderButton();
    await waitFor(() => expect(screen.getByTestId('cart-button')).toHaveAccessibleName('Warenkorb, 2 Artikel'));
    expect(api.calls[0]?.params).toEqual({ cart_key: GUEST_KEY });
    act(() => announceCartChange({ count: 5 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
  });

  it('takes the guest cart over after a customer logs in, so the cart is kept', async () => {
    localStorage.setItem('cart_key', GUEST_KEY);
    api = mockApi((call) => {
      if (call.url === 'cart/count') return ok({ cart_key: GUEST_KEY, item_count: 1 });
      if (call.url === 'cart/merge') return ok({ cart_key: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', item_count: 3 });
      return undefined;
    });
    act(() => {
      authStore.initialise();
    });
    renderButton();
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    act(() => signIn('User'));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
    expect(api.calls.find((call) => call.url === 'cart/merge')?.data).toEqual({ cart_key: GUEST_KEY });
    expect(localStorage.getItem('cart_key')).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
  });

  it('asks nothing for a guest without a cart and shows the empty cart link', async () => {
    api = mockApi(() => ok({ cart_key: null, item_count: 7 }));
    act(() => {
      authStore.initialise();
    });
    renderButton();
    await waitFor(() => expect(screen.getByTestId('cart-button')).toHaveAccessibleName('Warenkorb, 0 Artikel'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
