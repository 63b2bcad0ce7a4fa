import type { Executor } from '../../db/client';
import type { SessionUser } from '../../http/auth';

/**
 * The cart's ownership rule for what the food module keeps under a cart key (the chosen times, `food_slot_choices`).
 * The checkout module owns the carts and sits above food (it calls food's checks when a cart is shown and an order
 * is placed, and carries a guest cart's chosen times over at a merge), so food imports nothing of it: the checkout
 * registers its rule here (`registerCartKeyRule`, called in `checkout/cart.ts` next to the rule), the way food
 * registers its search matcher into the stores module.
 */
export interface CartKeyRule {
  /**
   * Whether the caller may use a cart key, by the same rule as every cart call: a key of no cart yet, a guest cart or
   * the caller's own cart → true; another customer's cart → 403 for a customer, false for anyone else. Read only.
   */
  mayUse: (db: Executor, cartKey: string, user: SessionUser | null) => Promise<boolean>;
  /** The German 403 answer for another customer's cart. */
  foreignCart: string;
}

let registered: CartKeyRule | null = null;

/** Called once by the checkout module with its rule. */
export function registerCartKeyRule(rule: CartKeyRule): void {
  registered = rule;
}

/** The registered rule; without one (the checkout module not loaded) a food call with a cart key fails loudly. */
export function cartKeyRule(): CartKeyRule {
  if (!registered) throw new Error('The checkout module has not registered its cart key rule (food/cart-keys.ts).');
  return registered;
}
