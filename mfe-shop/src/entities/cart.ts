/**
 * The cart's wire types, from the generated contract (`@marktplatz/shared`, `npm run contract`): the aliases only
 * name the API's shapes for the screens; no answer shape is written here by hand.
 */
import type { ApiData, WireShape } from '@marktplatz/shared';

export type Cart = ApiData<'/cart', 'get'>;
export type CartGroup = Cart['groups'][number];
export type CartItem = CartGroup['items'][number];
export type CartShippingMethod = CartGroup['shipping']['methods'][number];
export type VatLine = WireShape<'VatLine'>;
export type DeliveryMode = CartGroup['shipping']['delivery_mode'];
export type CashOption = NonNullable<CartGroup['cash_payment']>;
