import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, cartProviderChoices, type carts } from '../../db/schema/checkout';
import { shippingCountry } from '../address/public';
import { type CashOption, type DeliveryMode, PAYMENT_METHODS, type PaymentMethod, type VatLine } from '../orders/public';
import { activeShippingMethodsOf, countryCode, type PricedLine, priceLines, servesCountry, type ShippingOption } from '../shop/public';
import { bundlePrices } from './bundles';
import type { CartAnswer } from './schemas';
import { euros, presentVat, splitGross, sumVat, vatBreakdown } from '../../lib/money';
import { accountProviderProfiles, SMALL_BUSINESS_NOTICE, smallBusinessProviderIds } from '../account/public';
import { FOOD_PAYMENT_METHODS, foodProviderIds } from '../food/public';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type ChoiceRow = typeof cartProviderChoices.$inferSelect;

/** Why a line cannot be ordered as it is. */
export type LineProblem = 'unknown' | 'inactive' | 'withdrawn' | 'out_of_stock' | 'bundle_unavailable';

export const LINE_PROBLEM_TEXTS: Record<LineProblem, string> = {
  unknown: 'Dieser Artikel ist nicht mehr erhältlich.',
  inactive: 'Dieser Artikel ist derzeit nicht erhältlich.',
  withdrawn: 'Nicht mehr verfügbar: Der Anbieter bietet diesen Artikel nicht mehr an.',
  out_of_stock: 'Nicht genügend Bestand für die gewünschte Menge.',
  bundle_unavailable: 'Dieses Bündel wird nicht mehr angeboten.',
};

export interface CartLine {
  item: CartItemRow;
  priced: PricedLine;
  unitCents: number;
  lineCents: number;
  problem: LineProblem | null;
}

/** A delivery method of a cart group: one of the shop's shipping options. */
export type DeliveryOption = ShippingOption;

export interface CartGroup {
  providerId: number;
  providerName: string;
  lines: CartLine[];
  /** Shipping methods every line of the group allows and that serve the destination country (pickup methods included). */
  methods: DeliveryOption[];
  /** Methods the lines allow that do not deliver to the destination country. */
  methodsElsewhere: number;
  /** Pickup at the products' pickup address is possible (every product offers it). */
  pickupAvailable: boolean;
  pickupAddress: string | null;
  deliveryMode: DeliveryMode;
  /** The method the cost is for: the chosen one, else the cheapest (then `selected` is false). */
  method: DeliveryOption | null;
  /** A way is set: the customer chose, there is only one, or the cheapest delivery is preselected. */
  selected: boolean;
  /** The cheapest delivery was preselected among several ways; the customer has not chosen yet. */
  preselected: boolean;
  cashOption: CashOption | null;
  itemsCents: number;
  shippingCents: number;
  totalCents: number;
  vat: VatLine[];
  /** § 19 UStG small business: no VAT lines; the cart shows SMALL_BUSINESS_NOTICE instead. */
  smallBusiness: boolean;
  /** The payment methods the group allows (a restaurant's food: cash or voucher only). */
  paymentMethods: readonly PaymentMethod[];
}

export interface CartView {
  cart: CartRow;
  groups: CartGroup[];
  /** Lines whose product is gone (no provider to group them under). */
  orphans: CartLine[];
  itemCount: number;
  itemsCents: number;
  shippingCents: number;
  totalCents: number;
  vat: VatLine[];
  /** ISO code of the shipping address's country the methods were filtered by (null: no address yet, no filter). */
  country: string | null;
}

/** The provider's business address (pickup by a pickup shipping method when the products name none). */
async function providerAddresses(db: Executor, providerIds: number[]): Promise<Map<number, string>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: accountProviderProfiles.userId,
      street: accountProviderProfiles.street,
      houseNumber: accountProviderProfiles.houseNumber,
      zipCode: accountProviderProfiles.zipCode,
      city: accountProviderProfiles.city,
    })
    .from(accountProviderProfiles)
    .where(inArray(accountProviderProfiles.userId, providerIds));
  return new Map(
    rows
      .filter((row) => row.street && row.city)
      .map((row) => [row.userId, `${[row.street, row.houseNumber].filter(Boolean).join(' ')}, ${row.zipCode} ${row.city}`.trim()]),
  );
}

/** Methods allowed by every line that restricts them (lines of products without linked methods do not). */
function commonMethods(lines: CartLine[], fallback: ShippingOption[]): DeliveryOption[] {
  const restricting = lines.filter((line) => line.priced.shippingMethods.length > 0);
  if (restricting.length === 0) return fallback;
  const [first, ...rest] = restricting;
  if (!first) return fallback;
  return first.priced.shippingMethods.filter((method) =>
    rest.every((line) => line.priced.shippingMethods.some((other) => other.id === method.id)),
  );
}

function shippingCost(method: DeliveryOption | null, itemsCents: number): number {
  if (!method) return 0;
  if (method.freeFromCents !== null && itemsCents >= method.freeFromCents) return 0;
  return method.priceCents;
}

export async function loadCartItems(db: Executor, cartId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

/**
 * The priced cart: lines grouped by provider (one vendor order each), each group with its delivery choice and
 * cost, VAT per rate (shipping VAT follows the goods) and the totals. Problem lines are shown but left out of the
 * totals; checkout refuses them.
 */
/**
 * The country the cart's goods go to: the shipping address chosen for the cart, else the customer's default
 * shipping address, else a default billing address that is also the shipping address; null when none is known.
 */
export async function destinationCountry(db: Executor, cart: CartRow): Promise<string | null> {
  const country = await shippingCountry(db, cart.shippingAddressId, cart.userId);
  return country === null ? null : countryCode(country);
}

/**
 * `country`: the destination's ISO code the shipping methods are filtered by; left out, the cart's own
 * destination (`destinationCountry`) is used.
 */
export async function buildCartView(db: Executor, cart: CartRow, country?: string | null): Promise<CartView> {
  const destination = country === undefined ? await destinationCountry(db, cart) : country;
  const items = await loadCartItems(db, cart.id);
  const normal = items.filter((item) => item.bundleId === null);
  const bundled = items.filter((item) => item.bundleId !== null);
  // One after the other: inside a transaction there is one connection, which takes one query at a time.
  const pricedNormal = await priceLines(
    db,
    normal.map((item) => ({ variantId: item.variantId, qty: item.qty })),
  );
  const pricedBundled = await priceLines(
    db,
    bundled.map((item) => ({ variantId: item.variantId, qty: item.qty })),
  );
  const prices = await bundlePrices(
    db,
    bundled.map((item) => item.bundleId).filter((bundleId): bundleId is number => bundleId !== null),
  );
  const demand = new Map<number, number>();
  for (const item of items) demand.set(item.variantId, (demand.get(item.variantId) ?? 0) + item.qty);

  const lines: CartLine[] = [];
  const pair = (list: CartItemRow[], priced: PricedLine[]) => list.map((item, index) => ({ item, priced: priced[index] }));
  for (const { item, priced } of [...pair(normal, pricedNormal), ...pair(bundled, pricedBundled)]) {
    if (!priced) continue;
    let unitCents = priced.unitGrossCents;
    let problem: LineProblem | null =
      priced.problem === 'unknown' || priced.problem === 'inactive' || priced.problem === 'withdrawn' ? priced.problem : null;
    if (item.bundleId !== null) {
      const bundlePrice = prices.get(item.bundleId)?.get(item.variantId);
      if (bundlePrice === undefined) problem = problem ?? 'bundle_unavailable';
      else unitCents = bundlePrice;
    }
    if (!problem && priced.availableStock < (demand.get(item.variantId) ?? item.qty)) problem = 'out_of_stock';
    lines.push({ item, priced, unitCents, lineCents: unitCents * item.qty, problem });
  }
  lines.sort((a, b) => a.item.id - b.item.id);

  const orphans = lines.filter((line) => line.priced.providerId === null);
  const providerIds = [...new Set(lines.map((line) => line.priced.providerId).filter((value): value is number => value !== null))];
  const choices = await db.select().from(cartProviderChoices).where(eq(cartProviderChoices.cartId, cart.id));
  // Active shipping methods of providers whose products link none (then all of them are offered).
  const fallbackMethods = await activeShippingMethodsOf(db, providerIds);
  const businessAddresses = await providerAddresses(db, providerIds);
  const smallBusinesses = await smallBusinessProviderIds(db, providerIds);
  const restaurants = await foodProviderIds(db, providerIds);

  const groups: CartGroup[] = providerIds.map((providerId) => {
    const groupLines = lines.filter((line) => line.priced.providerId === providerId);
    const orderable = groupLines.filter((line) => line.problem === null);
    const allowed = commonMethods(groupLines, fallbackMethods.get(providerId) ?? []);
    const methods = allowed.filter((method) => servesCountry(method, destination));
    const pickupAddresses = [
      ...new Set(groupLines.map((line) => line.priced.pickupAddress).filter((value): value is string => Boolean(value))),
    ];
    const pickupAvailable = groupLines.length > 0 && groupLines.every((line) => line.priced.isPickup);
    const choice = choices.find((row) => row.providerId === providerId);
    const itemsCents = orderable.reduce((total, line) => total + line.lineCents, 0);

    let deliveryMode: DeliveryMode = 'shipping';
    let method: DeliveryOption | null = null;
    let selected = false;
    let preselected = false;
    const chosen = choice?.shippingMethodId ? methods.find((candidate) => candidate.id === choice.shippingMethodId) : undefined;
    if (choice?.deliveryMode === 'pickup' && !choice.shippingMethodId && pickupAvailable) {
      deliveryMode = 'pickup';
      selected = true;
    } else if (chosen) {
      method = chosen;
      deliveryMode = chosen.isPickup ? 'pickup' : 'shipping';
      selected = true;
    } else {
      // Nothing chosen yet: the cheapest delivery is preselected (the cost shown is for it, so it must show as
      // chosen); without any delivery the only pickup is.
      const shippable = methods.filter((candidate) => !candidate.isPickup);
      method =
        [...shippable].sort((a, b) => shippingCost(a, itemsCents) - shippingCost(b, itemsCents) || a.priceCents - b.priceCents)[0] ?? null;
      const ways = methods.length + (pickupAvailable ? 1 : 0);
      preselected = method !== null && ways > 1;
      selected = method !== null;
      if (!method && pickupAvailable && ways === 1) {
        deliveryMode = 'pickup';
        selected = true;
      }
    }
    const shipping = deliveryMode === 'pickup' && !method ? 0 : shippingCost(method, itemsCents);
    const shippingCents = orderable.length === 0 ? 0 : shipping;
    const smallBusiness = smallBusinesses.has(providerId);
    const vat = smallBusiness
      ? []
      : vatBreakdown(
          orderable.map((line) => ({ rate: line.priced.taxRate, grossCents: line.lineCents })),
          shippingCents,
        );
    const productPickup = pickupAddresses.join(' / ');
    const pickupAddress = productPickup || (deliveryMode === 'pickup' ? (businessAddresses.get(providerId) ?? null) : null);
    return {
      providerId,
      providerName: groupLines[0]?.priced.providerName ?? '',
      lines: groupLines,
      methods,
      methodsElsewhere: allowed.length - methods.length,
      pickupAvailable,
      pickupAddress,
      deliveryMode,
      method,
      selected,
      preselected,
      cashOption: choice?.cashOption ?? null,
      itemsCents,
      shippingCents,
      totalCents: itemsCents + shippingCents,
      vat,
      smallBusiness,
      paymentMethods: restaurants.has(providerId) ? FOOD_PAYMENT_METHODS : PAYMENT_METHODS,
    };
  });

  const itemsCents = groups.reduce((total, group) => total + group.itemsCents, 0);
  const shippingCents = groups.reduce((total, group) => total + group.shippingCents, 0);
  return {
    cart,
    groups,
    orphans,
    itemCount: items.reduce((total, item) => total + item.qty, 0),
    itemsCents,
    shippingCents,
    totalCents: itemsCents + shippingCents,
    vat: sumVat(groups.map((group) => group.vat)),
    country: destination,
  };
}

function presentMethod(method: DeliveryOption, itemsCents: number) {
  const cost = shippingCost(method, itemsCents);
  return {
    id: method.id,
    name: method.name,
    price: euros(cost),
    price_cents: cost,
    regular_price: euros(method.priceCents),
    free_from: method.freeFromCents === null ? null : euros(method.freeFromCents),
    delivery_time: method.deliveryTime,
    is_pickup: method.isPickup,
  };
}

function presentLine(line: CartLine) {
  const { item, priced } = line;
  const { netCents, taxCents } = splitGross(line.lineCents, priced.taxRate);
  return {
    id: item.id,
    cart_item_id: item.id,
    variant_id: item.variantId,
    product_id: priced.productId,
    product_name: priced.productName,
    product_slug: priced.productSlug,
    variant_label: priced.variantLabel,
    photo: priced.photo,
    bundle_id: item.bundleId,
    bundle_name: item.bundleName,
    qty: item.qty,
    unit_price: euros(line.unitCents),
    unit_price_cents: line.unitCents,
    list_unit_price: euros(priced.listUnitCents),
    list_unit_price_cents: priced.listUnitCents,
    lowest_price_30_days: priced.lowestPrice30DaysCents === null ? null : euros(priced.lowestPrice30DaysCents),
    discount_percent: item.bundleId === null ? priced.discountPercent : 0,
    line_total: euros(line.lineCents),
    line_total_cents: line.lineCents,
    tax_rate: priced.taxRate,
    line_net_cents: netCents,
    line_tax_cents: taxCents,
    available_qty: priced.availableStock,
    in_stock: line.problem === null,
    is_pickup: priced.isPickup,
    pickup_address: priced.pickupAddress,
    problem: line.problem,
    problem_text: line.problem ? LINE_PROBLEM_TEXTS[line.problem] : null,
  };
}

function presentGroup(group: CartGroup) {
  return {
    provider_id: group.providerId,
    provider_name: group.providerName,
    items: group.lines.map(presentLine),
    shipping: {
      delivery_mode: group.deliveryMode,
      selected: group.selected,
      preselected: group.preselected,
      shipping_method_id: group.method?.id ?? null,
      name: group.deliveryMode === 'pickup' && !group.method ? 'Abholung' : (group.method?.name ?? null),
      cost: euros(group.shippingCents),
      cost_cents: group.shippingCents,
      pickup_available: group.pickupAvailable,
      pickup_address: group.pickupAddress,
      methods: group.methods.map((method) => presentMethod(method, group.itemsCents)),
    },
    cash_payment: group.cashOption,
    subtotal: euros(group.itemsCents),
    subtotal_cents: group.itemsCents,
    total: euros(group.totalCents),
    total_cents: group.totalCents,
    vat: group.vat.map(presentVat),
    small_business: group.smallBusiness,
    vat_notice: group.smallBusiness ? SMALL_BUSINESS_NOTICE : null,
    payment_methods: [...group.paymentMethods],
  };
}

/** The payment methods every group of the cart allows (what the checkout offers). */
function cartPaymentMethods(view: CartView): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => view.groups.every((group) => group.paymentMethods.includes(method)));
}

/** The cart as the API answers it (see README "Cart shape"). */
export function presentCart(view: CartView): CartAnswer {
  const taxCents = view.vat.reduce((total, line) => total + line.tax_cents, 0);
  return {
    cart_key: view.cart.cartKey as string | null,
    status: view.cart.status,
    item_count: view.itemCount,
    groups: view.groups.map(presentGroup),
    payment_methods: cartPaymentMethods(view),
    unavailable_items: view.orphans.map(presentLine),
    shipping_address_id: view.cart.shippingAddressId,
    destination_country: view.country,
    billing_address_id: view.cart.billingAddressId,
    totals: {
      subtotal: euros(view.itemsCents),
      subtotal_cents: view.itemsCents,
      shipping: euros(view.shippingCents),
      shipping_cents: view.shippingCents,
      total: euros(view.totalCents),
      total_cents: view.totalCents,
      tax: euros(taxCents),
      tax_cents: taxCents,
      net: euros(view.totalCents - taxCents),
      net_cents: view.totalCents - taxCents,
    },
    vat: view.vat.map(presentVat),
    vat_notice: view.groups.some((group) => group.smallBusiness) ? SMALL_BUSINESS_NOTICE : null,
    has_problems: view.orphans.length > 0 || view.groups.some((group) => group.lines.some((line) => line.problem !== null)),
  };
}

export type PresentedCart = ReturnType<typeof presentCart>;

/** An empty cart answer (no cart yet, or one the caller may not see). */
export function emptyCart(): PresentedCart {
  return {
    cart_key: null,
    status: 'open',
    item_count: 0,
    groups: [],
    payment_methods: [...PAYMENT_METHODS],
    unavailable_items: [],
    shipping_address_id: null,
    destination_country: null,
    billing_address_id: null,
    totals: {
      subtotal: 0,
      subtotal_cents: 0,
      shipping: 0,
      shipping_cents: 0,
      total: 0,
      total_cents: 0,
      tax: 0,
      tax_cents: 0,
      net: 0,
      net_cents: 0,
    },
    vat: [],
    vat_notice: null as string | null,
    has_problems: false,
  };
}
