import { type Envelope, http } from '@marktplatz/shared';
import { announceCartChange, ensureCartKey, getCartKey, rememberCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';

/** Keeps the key the API answers and tells every cart view (the header badge) the new count. */
function settle(cart: Cart): Cart {
  rememberCartKey(cart.cart_key);
  announceCartChange({ count: cart.item_count });
  return cart;
}

/** `GET /cart?cart_key=` (extension): lines grouped by provider, shipping per group, totals, VAT per rate. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const key = getCartKey();
  const response = await http.get<Envelope<Cart>>('cart', { params: key ? { cart_key: key } : {}, signal });
  const cart = response.data.data;
  rememberCartKey(cart.cart_key);
  return cart;
}

/** `POST /cart/add {cart_key, variant_id, qty}` (extension). */
export async function addToCart(variantId: number, qty: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('cart/add', { cart_key: ensureCartKey(), variant_id: variantId, qty });
  return settle(response.data.data);
}

/** `POST /cart/add {cart_key, bundle_id, qty}` (extension): a whole bundle. */
export async function addBundleToCart(bundleId: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('cart/add', { cart_key: ensureCartKey(), bundle_id: bundleId, qty: 1 });
  return settle(response.data.data);
}

/** `POST /cart/update {cart_key, cart_item_id, qty}` (extension). */
export async function updateCartItem(cartItemId: number, qty: number): Promise<Envelope<Cart>> {
  const response = await http.post<Envelope<Cart>>('cart/update', { cart_key: ensureCartKey(), cart_item_id: cartItemId, qty });
  settle(response.data.data);
  return response.data;
}

/** `DELETE /cart/item/{id}?cart_key=` (extension). */
export async function removeCartItem(cartItemId: number): Promise<Envelope<Cart>> {
  const response = await http.delete<Envelope<Cart>>(`cart/item/${cartItemId}`, { params: { cart_key: ensureCartKey() } });
  settle(response.data.data);
  return response.data;
}

/** `POST /updateCartItemShipping {cart_key, provider_id, shipping_method_id}`: a provider group's shipping method. */
export async function updateCartItemShipping(providerId: number, shippingMethodId: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('updateCartItemShipping', {
    cart_key: ensureCartKey(),
    provider_id: providerId,
    shipping_method_id: shippingMethodId,
  });
  return settle(response.data.data);
}

/** `POST /setStoreLocation {cart_key, provider_id}`: the provider group is picked up instead of shipped. */
export async function setStoreLocation(providerId: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('setStoreLocation', { cart_key: ensureCartKey(), provider_id: providerId });
  return settle(response.data.data);
}
