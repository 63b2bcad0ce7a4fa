/**
 * What other modules may use of the food module: the checkout's food checks (minimum order, delivery area,
 * ordering paused, open now), registering the food orders of a placed order and publishing their events after the
 * commit (rule `api-module-internals`).
 */
export { publishFoodEvents } from './events';
export { foodGroupRefusals, foodProviderIds, type FoodEventRow, type FoodGroupInput, registerFoodOrders } from './service';
