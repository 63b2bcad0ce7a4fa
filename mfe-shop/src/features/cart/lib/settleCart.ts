import { announceCartChange, rememberCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';

/** Keeps the key the API answers and tells every cart view (the header badge) the new count. */
export function settle(cart: Cart): Cart {
  rememberCartKey(cart.cart_key);
  announceCartChange({ count: cart.item_count });
  return cart;
}
