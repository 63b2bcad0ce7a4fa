/** The cart key and the „cart changed“ event live in `@marktplatz/shared` (the food area fills the same cart). */
export {
  CART_KEY_STORAGE,
  announceCartChange,
  ensureCartKey,
  forgetCartKey,
  getCartKey,
  onCartChange,
  rememberCartKey,
  type CartChange,
} from '@marktplatz/shared';
