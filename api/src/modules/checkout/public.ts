/**
 * What other modules (and the demo data) may use of the checkout module (rule `api-module-internals`): the address
 * snapshot an order keeps. The food module learns the cart's ownership rule for data kept under a cart key (its chosen
 * times) through the hook it declares, `registerCartKeyRule`, which `cart.ts` fills; so no module imports the checkout.
 */
export { orderAddressSnapshot } from './place-order';
