/** What other modules may use of the bundles: a bundle as the cart prices it (rule `api-module-internals`). */
export { type CartBundle, resolveBundleForCart } from './cart';
