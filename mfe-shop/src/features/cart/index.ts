/** The cart's public surface: the calls and pieces other features of the shop may use. */
import { lazy } from 'react';
export { addBundleToCart } from './api/addBundleToCart';
export { addToCart } from './api/addToCart';
export { fetchCartCount } from './api/fetchCartCount';
export { getCart } from './api/getCart';
export { mergeGuestCart } from './api/mergeGuestCart';
export { CartLine } from './components/CartLine';
export { CartTotals } from './components/CartTotals';
export { ShippingChoice } from './components/ShippingChoice';

// Every screen is its own chunk: the routes load only the page they show.
export const CartPage = lazy(() => import('./pages/CartPage'));
