/**
 * The guest cart's key (local storage `cart_key`, a UUID) and the page-wide „cart changed“ event. Kept tiny: the
 * header's cart widget imports it on every page.
 */
export const CART_KEY_STORAGE = 'cart_key';
const CART_CHANGED = 'marktplatz:cart-changed';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stored cart key, or null when this browser has no cart yet. */
export function getCartKey(): string | null {
  const value = storage()?.getItem(CART_KEY_STORAGE);
  return value && value.trim() !== '' ? value : null;
}

/** The stored cart key; a new UUID is stored first when there is none. */
export function ensureCartKey(): string {
  const existing = getCartKey();
  if (existing) return existing;
  const key = newUuid();
  storage()?.setItem(CART_KEY_STORAGE, key);
  return key;
}

/** Keeps the key the API answered (it may hand out its own on the first cart call). */
export function rememberCartKey(key: string | null | undefined): void {
  if (key && key.trim() !== '') storage()?.setItem(CART_KEY_STORAGE, key);
}

/** After a placed order the cart is gone: the next cart starts with a fresh key. */
export function forgetCartKey(): void {
  storage()?.removeItem(CART_KEY_STORAGE);
}

export interface CartChange {
  /** The new item count when the sender knows it; else the listeners load it. */
  count?: number;
}

/** Tells every cart view on the page (the header badge included, whatever React root it lives in). */
export function announceCartChange(change: CartChange = {}): void {
  window.dispatchEvent(new CustomEvent<CartChange>(CART_CHANGED, { detail: change }));
}

export function onCartChange(listener: (change: CartChange) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CartChange>).detail ?? {});
  window.addEventListener(CART_CHANGED, handler);
  return () => window.removeEventListener(CART_CHANGED, handler);
}
