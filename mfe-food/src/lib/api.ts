/**
 * The food area's API calls, typed with the generated contract (`@marktplatz/shared`, `npm run contract`). The
 * aliases below only name the contract's shapes for the screens.
 */
import {
  announceCartChange,
  ensureCartKey,
  getCartKey,
  http,
  rememberCartKey,
  type ApiQuery,
  type ApiRequestBody,
  type ApiResponse,
  type WireShape,
} from '@marktplatz/shared';

export type FoodOrder = WireShape<'FoodOrder'>;
export type FoodOrderStatus = FoodOrder['status'];
export type FoodProvider = WireShape<'FoodProvider'>;
export type FoodSearchPage = ApiResponse<'/provider_search', 'get'>;
export type FoodProviderCard = FoodSearchPage['data'][number];
export type FoodDish = WireShape<'FoodDish'>;
export type GastroSettings = WireShape<'FoodGastroSettings'>;
export type OrderingSettings = WireShape<'FoodOrderingSettings'>;
export type FoodCategory = WireShape<'FoodCategory'>;
export type DeliveryTime = WireShape<'FoodDeliveryTime'>;
export type SlotChoice = WireShape<'FoodSlotChoice'>;
export type SlotMode = 'delivery' | 'pickup';
export type FoodOrderPage = ApiResponse<'/getFoodTypeOrders', 'get'>;
export type BoardTab = 'pending' | 'processing' | 'delivery' | 'completed';
/** What the menu's basket bar shows of the shop's cart: the item count and the items' subtotal. */
export interface BasketSummary {
  count: number;
  subtotalCents: number;
}

export interface FoodSearch {
  postal_code?: string;
  cuisine?: string;
  open_now?: boolean;
  pickup?: boolean;
  /** The highest minimum order value in euro. */
  max_minimum_order?: string;
  page?: number;
}

export async function getGastroTags(signal?: AbortSignal): Promise<string[]> {
  const response = await http.get<ApiResponse<'/getGastroTags', 'get'>>('getGastroTags', { signal });
  return response.data.data;
}

/**
 * `GET /provider_search` with the food filters (x-extension parameters; `food=1` limits the search to food
 * providers even without another filter): a page of cards, each with its `food` facts. Empty values are left out.
 */
export async function searchFoodProviders(filters: FoodSearch, signal?: AbortSignal): Promise<FoodSearchPage> {
  const params: ApiQuery<'/provider_search', 'get'> = { food: 1, per_page: 24, page: filters.page ?? 1 };
  if (filters.postal_code) params.delivers_to = filters.postal_code;
  if (filters.cuisine) params.cuisine = filters.cuisine;
  if (filters.open_now) params.open_now = 1;
  if (filters.pickup) params.pickup = 1;
  if (filters.max_minimum_order) params.max_minimum_order = filters.max_minimum_order;
  const response = await http.get<FoodSearchPage>('provider_search', { params, signal });
  return response.data;
}

/** `GET api/foodProviderBySlugNew?slug=`: the provider with its menu grouped by food category. */
export async function getFoodProvider(slug: string, signal?: AbortSignal): Promise<FoodProvider> {
  const response = await http.get<ApiResponse<'/api/foodProviderBySlugNew', 'get'>>('api/foodProviderBySlugNew', {
    params: { slug },
    signal,
  });
  return response.data.data;
}

/** `GET /food/slots` (x-extension): the times a customer may choose for a restaurant, and this cart's choice. */
export async function getSlots(providerId: number, mode: SlotMode, postalCode: string, signal?: AbortSignal): Promise<SlotChoice> {
  const params: ApiQuery<'/food/slots', 'get'> = { provider_id: providerId, mode };
  if (postalCode) params.postal_code = postalCode;
  const cartKey = getCartKey();
  if (cartKey) params.cart_key = cartKey;
  const response = await http.get<ApiResponse<'/food/slots', 'get'>>('food/slots', { params, signal });
  return response.data.data;
}

/** The last time chosen on this page, by restaurant: a cart key the API replaces (a merge into the account's cart) takes it along. */
const chosenSlots = new Map<number, { mode: SlotMode; postalCode: string; slotAt: string | null; cartKey: string }>();

/** `POST /food/slot` (x-extension): stores the chosen time for the restaurant's dishes in the cart (null: as soon as possible). */
export async function chooseSlot(providerId: number, mode: SlotMode, postalCode: string, slotAt: string | null): Promise<SlotChoice> {
  const cartKey = ensureCartKey();
  const body: ApiRequestBody<'/food/slot', 'post'> = { cart_key: cartKey, provider_id: providerId, mode, slot_at: slotAt };
  if (postalCode) body.postal_code = postalCode;
  const response = await http.post<ApiResponse<'/food/slot', 'post'>>('food/slot', body);
  chosenSlots.set(providerId, { mode, postalCode, slotAt, cartKey });
  return response.data.data;
}

/**
 * `GET /cart`: the shop's cart of this browser (its `cart_key`) or of the signed-in customer, reduced to what the
 * menu's basket bar shows. Null without a cart.
 */
export async function getBasketSummary(signedIn: boolean, signal?: AbortSignal): Promise<BasketSummary | null> {
  const cartKey = getCartKey();
  if (!cartKey && !signedIn) return null;
  const params: ApiQuery<'/cart', 'get'> = {};
  if (cartKey) params.cart_key = cartKey;
  const response = await http.get<ApiResponse<'/cart', 'get'>>('cart', { params, signal });
  const cart = response.data.data;
  return { count: cart.item_count, subtotalCents: cart.totals.subtotal_cents };
}

/** Puts a dish into the shop's cart (`POST /cart/add`, the same cart key as the shop). */
export async function addDishToCart(variantId: number, qty = 1): Promise<number> {
  const response = await http.post<ApiResponse<'/cart/add', 'post'>>('cart/add', { cart_key: ensureCartKey(), variant_id: variantId, qty });
  const cart = response.data.data;
  rememberCartKey(cart.cart_key);
  announceCartChange({ count: cart.item_count });
  // The API answered another cart (the signed-in customer's): the chosen times move with it.
  for (const [providerId, choice] of chosenSlots) {
    if (choice.cartKey !== cart.cart_key && choice.slotAt !== null) {
      await chooseSlot(providerId, choice.mode, choice.postalCode, choice.slotAt).catch(() => undefined);
    }
  }
  return cart.item_count;
}

/** `GET /getAllFoodTypeOrders`: own food orders (customer) with the `delivery_status` filter. */
export async function getAllFoodOrders(deliveryStatus: string, page: number, signal?: AbortSignal): Promise<FoodOrderPage> {
  const response = await http.get<FoodOrderPage>('getAllFoodTypeOrders', { params: { delivery_status: deliveryStatus, page }, signal });
  return response.data;
}

/** `GET /getFoodTypeOrders?status=&page=`: one board tab. */
export async function getBoardOrders(tab: BoardTab, page: number, signal?: AbortSignal): Promise<FoodOrderPage> {
  const response = await http.get<FoodOrderPage>('getFoodTypeOrders', { params: { status: tab, page, per_page: 50 }, signal });
  return response.data;
}

export async function getFoodOrder(id: number, signal?: AbortSignal): Promise<FoodOrder> {
  const response = await http.get<ApiResponse<'/viewFoodTypeOrder', 'get'>>('viewFoodTypeOrder', { params: { id }, signal });
  return response.data.data;
}

export async function changeOrderStatus(order: FoodOrder, status: FoodOrderStatus): Promise<FoodOrder> {
  const body: ApiRequestBody<'/changeStatusOfFoodOrders', 'post'> = { order_id: order.id, status, from_status: order.status };
  const response = await http.post<ApiResponse<'/changeStatusOfFoodOrders', 'post'>>('changeStatusOfFoodOrders', body);
  return response.data.data;
}

export async function changeDishStatus(orderId: number, itemId: number, status: 'open' | 'in_preparation' | 'ready'): Promise<FoodOrder> {
  const response = await http.post<ApiResponse<'/changeStatusOfFoodOrderByProducts', 'post'>>('changeStatusOfFoodOrderByProducts', {
    order_id: orderId,
    item_id: itemId,
    status,
  });
  return response.data.data;
}

export async function changeTrack(orderId: number, note: string, etaMinutes: number | undefined, onTheWay: boolean): Promise<FoodOrder> {
  const body: ApiRequestBody<'/changeFoodOrderTrack', 'post'> = { order_id: orderId, note, on_the_way: onTheWay };
  if (etaMinutes !== undefined) body.eta_minutes = etaMinutes;
  const response = await http.post<ApiResponse<'/changeFoodOrderTrack', 'post'>>('changeFoodOrderTrack', body);
  return response.data.data;
}

export async function getEventTicket(): Promise<string> {
  const response = await http.post<ApiResponse<'/food/events/ticket', 'post'>>('food/events/ticket');
  return response.data.data.ticket;
}

export async function getOrderingSettings(signal?: AbortSignal): Promise<OrderingSettings> {
  const response = await http.get<ApiResponse<'/v2/getSettings', 'get'>>('v2/getSettings', { signal });
  return response.data.data;
}

export async function setOrderingSettings(body: ApiRequestBody<'/v2/setSettings', 'post'>): Promise<OrderingSettings> {
  const response = await http.post<ApiResponse<'/v2/setSettings', 'post'>>('v2/setSettings', body);
  return response.data.data;
}

export async function getGastroSettings(signal?: AbortSignal): Promise<GastroSettings> {
  const response = await http.get<ApiResponse<'/getGastroSetting', 'get'>>('getGastroSetting', { signal });
  return response.data.data;
}

export async function setGastroSettings(body: ApiRequestBody<'/setGastroSetting', 'post'>): Promise<GastroSettings> {
  const response = await http.post<ApiResponse<'/setGastroSetting', 'post'>>('setGastroSetting', body);
  return response.data.data;
}

export async function getCategories(signal?: AbortSignal): Promise<FoodCategory[]> {
  const response = await http.get<ApiResponse<'/getFoodCategories', 'get'>>('getFoodCategories', { signal });
  return response.data.data;
}

export async function storeCategory(body: ApiRequestBody<'/storeFoodCategory', 'post'>): Promise<FoodCategory[]> {
  const response = await http.post<ApiResponse<'/storeFoodCategory', 'post'>>('storeFoodCategory', body);
  return response.data.data;
}

export async function getDeliveryTimes(signal?: AbortSignal): Promise<DeliveryTime[]> {
  const response = await http.get<ApiResponse<'/getDelivertTimes', 'get'>>('getDelivertTimes', { signal });
  return response.data.data;
}

export async function setDeliveryTimes(body: ApiRequestBody<'/setDelivertTimes', 'post'>): Promise<DeliveryTime[]> {
  const response = await http.post<ApiResponse<'/setDelivertTimes', 'post'>>('setDelivertTimes', body);
  return response.data.data;
}
