/**
 * Money arithmetic shared by the shop, checkout, bundles and orders: integer cents, gross prices with VAT,
 * the price of a cart line (bulk tiers, wholesale discounts), VAT per rate and the German display of amounts.
 * Pure functions, no tables — so the modules that need them do not depend on each other.
 */
export * from './money';
export * from './pricing';
export * from './euro-input';
export * from './wire';
export * from './payment-state';
