/**
 * What other modules may use of the food module: the checkout's food checks (minimum order, delivery area,
 * ordering paused, open now or the chosen slot), registering the food orders of a placed order and publishing their
 * events after the commit, carrying a guest cart's chosen times into the customer's cart at a merge, and the food
 * filters of the provider search (rule `api-module-internals`). The checkout registers its cart ownership rule here
 * (`registerCartKeyRule`), so food imports nothing of the checkout.
 */
export { type CartKeyRule, registerCartKeyRule } from './cart-keys';
export { publishFoodEvents } from './events';
export {
  carryOverSlotChoices,
  FOOD_PAYMENT_METHODS,
  foodGroupRefusals,
  foodProviderIds,
  type FoodEventRow,
  type FoodGroupInput,
  registerFoodOrders,
} from './service';
export { changeFoodOrderStatus, FOOD_ORDER_TRANSITIONS, FOOD_STATUS_LABELS, FOOD_TO_VENDOR_STATUS } from './order-status';
export { hasFoodSettings, OPEN_FOOD_STATUSES, openFoodOrderCounts } from './provider-facts';
