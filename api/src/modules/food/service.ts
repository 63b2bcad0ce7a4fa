/** The food module's functions, by topic in the sibling files (settings, menu, slot choices, checkout checks, board events, order cards, orders). */
export {
  FOOD_ORDER_NOT_FOUND,
  FOOD_PROVIDER_NOT_FOUND,
  DISH_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  CATEGORY_NOT_EMPTY,
  WITHDRAWAL_NOTICE,
  GASTRO_TAGS,
  ALLERGENS,
  ADDITIVES,
  BOARD_TABS,
  type BoardTab,
  DELIVERY_STATUS_FILTER,
  tabOf,
  deliveryStatusOf,
} from './constants';
export {
  type FoodSettingsRow,
  settingsOf,
  presentGastro,
  type GastroInput,
  setGastro,
  orderingSettings,
  setOrderingSettings,
  listCategories,
  storeCategory,
  setDishInfo,
  dishInfo,
  listDeliveryTimes,
  setDeliveryTimes,
} from './settings';
export { foodProviderBySlug, foodSearchMatches } from './menu';
export { type SlotQuery, slotChoice, chooseSlot, carryOverSlotChoices, cartSlotChoices } from './slot-choices';
export { type FoodGroupInput, FOOD_PAYMENT_METHODS, foodProviderIds, foodGroupRefusals, deliveryAreaCheck } from './checkout-checks';
export { type FoodEventRow, recordEvent, registerFoodOrders } from './board-events';
export { euroText, slotTextSql, type PresentedFoodOrder } from './order-cards';
export {
  pageFoodOrders,
  type BoardPage,
  boardPage,
  lastEventId,
  viewFoodOrder,
  changeStatus,
  changeItemStatus,
  changeTrack,
  eventsAfter,
  roleOf,
} from './orders';
