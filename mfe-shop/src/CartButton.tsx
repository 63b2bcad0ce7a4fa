import { useEffect, useRef, useState } from 'react';
import { IconBadgeButton, useAuthState } from '@marktplatz/shared';
import { forgetCartKey, getCartKey, onCartChange } from './lib/cartKey';
import { fetchCartCount, mergeGuestCart } from './features/cart';
import { messages } from './messages';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.9 2H21a1 1 0 0 1 .9 1.4l-3.4 7A2 2 0 0 1 16.7 14H8.1l-1 2H19v2H7a2 2 0 0 1-1.8-2.9l1.4-2.7L4 4H3V2Z"
      />
    </svg>
  );
}

/** A refusal of the stored key (a cart of another account): the key is dropped. */
function isForeignCart(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'FORBIDDEN';
}

/**
 * Frame widget: the cart link with its item count. Loads the count with the cheap count call (not for a guest who
 * has no cart yet), follows every cart change on the page (`marktplatz:cart-changed`), and after a customer's login takes the guest cart over
 * (`/cart/merge`), so nothing put in the cart before the login is lost. After a logout the key is forgotten.
 */
export default function CartButton() {
  const auth = useAuthState();
  const [count, setCount] = useState(0);
  const previous = useRef<{ authenticated: boolean; role: string | null } | null>(null);

  useEffect(
    () =>
      onCartChange((change) => {
        if (typeof change.count === 'number') setCount(change.count);
        else fetchCartCount().then(setCount, () => undefined);
      }),
    [],
  );

  useEffect(() => {
    if (!auth.initialised) return undefined;
    let active = true;
    const before = previous.current;
    previous.current = { authenticated: auth.authenticated, role: auth.role };
    const load = async () => {
      if (before?.authenticated && !auth.authenticated) forgetCartKey();
      const justLoggedIn = before !== null && !before.authenticated && auth.authenticated;
      if (justLoggedIn && auth.role === 'User' && getCartKey()) {
        try {
          const merged = await mergeGuestCart();
          if (active && merged !== null) setCount(merged);
          return;
        } catch (error) {
          if (isForeignCart(error)) forgetCartKey();
        }
      }
      // A guest without a cart has nothing in it: no call (and no API client) for the header.
      if (!auth.authenticated && !getCartKey()) {
        if (active) setCount(0);
        return;
      }
      try {
        const n = await fetchCartCount();
        if (active) setCount(n);
      } catch (error) {
        if (!isForeignCart(error)) return;
        forgetCartKey();
        const n = await fetchCartCount().catch(() => 0);
        if (active) setCount(n);
      }
    };
    void load();
    return () => {
      active = false;
    };
  }, [auth.initialised, auth.authenticated, auth.role]);

  return (
    <IconBadgeButton
      to="/shop/cart"
      icon={<CartIcon />}
      label={messages.cart.label(count)}
      count={count}
      size={40}
      data-testid="cart-button"
      badgeTestId="cart-count"
    />
  );
}
