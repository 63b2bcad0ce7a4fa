/** Names for the contract's shapes the provider's settings screens use (generated wire types, `npm run contract`). */
import type { WireShape } from '@marktplatz/shared';

export type GastroSettings = WireShape<'FoodGastroSettings'>;
export type OrderingSettings = WireShape<'FoodOrderingSettings'>;
export type FoodCategory = WireShape<'FoodCategory'>;
export type DeliveryTime = WireShape<'FoodDeliveryTime'>;
