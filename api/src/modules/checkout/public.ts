/**
 * What other modules may use of the checkout module (rule `api-module-internals`): the cart's ownership rule for
 * data kept under a cart key (the food module's chosen times), and the answer that goes with it.
 */
export { FOREIGN_CART, mayUseCartKey } from './cart';
