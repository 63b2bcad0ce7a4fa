import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { type CashOption, carts, type DeferredPaymentMethod, type OrderAddressSnapshot, type PaymentMethod } from '../../db/schema';
import type { SessionUser } from '../../http/auth';
import type { Bus } from '../../infra/bus';
import { foodGroupRefusals, foodProviderIds, type FoodEventRow, publishFoodEvents, registerFoodOrders } from '../food/public';
import { AppError, ConflictError, ForbiddenError, type FieldErrors, NotFoundError, ValidationError } from '../../http/errors';
import { lookupAddress, presentAddress, type AddressRow } from '../address/public';
import {
  CASH_OPTION_LABELS,
  createOrders,
  DELIVERY_MODE_LABELS,
  legalLinks,
  notifyProviders,
  orderByCartKey,
  type OrderWithVendors,
  PAYMENT_METHOD_LABELS,
  presentOrderDetail,
  sendOrderEmails,
  forgetProviderTotals,
} from '../orders/public';
import { commissionResolver, productCategoryIds } from '../commission/public';
import { Outbox } from '../outbox/public';
import { getVendorPolicies } from '../reference/public';
import { countryCode, countryName, takeStock } from '../shop/public';
import { attachGuestCart, CART_NOT_FOUND, cartById, cartByKey, FOREIGN_CART, saveAddressChoice } from './cart';
import { allocate, euros, formatEuro } from '../../lib/money';
import { assertInvoiceAllowed, checkedMandate, saveTerms, sendPreNotification, termsOf, type SepaMandateInput } from './payments';
import { buildCartView, type CartGroup, type CartRow, type CartView, LINE_PROBLEM_TEXTS, presentCart } from './view';
import { redeemVoucher, usableVoucher, type VoucherRow } from './vouchers';

export const ALREADY_ORDERED = 'Für diesen Warenkorb wurde bereits eine Bestellung aufgegeben.';
export const EMPTY_CART = 'Ihr Warenkorb ist leer.';

/** A 409 that lists the cart lines the stock cannot serve (German, by `items.<cart_item_id>`). */
export class CartStockError extends AppError {
  constructor(errors: FieldErrors) {
    super(409, Object.values(errors)[0]?.[0] ?? 'Einige Artikel sind nicht mehr in der gewünschten Menge vorrätig.', 'CONFLICT', errors);
  }
}

/**
 * The cart a checkout call works on, locked for the transaction: the customer's own (a guest cart sent with the
 * customer's token is merged into it first). Checked-out carts are answered too (idempotent order placement).
 */
export async function lockCheckoutCart(tx: Executor, cartKey: string, userId: number): Promise<CartRow> {
  let cart = await cartByKey(tx, cartKey, true);
  if (cart?.status === 'merged' && cart.mergedIntoCartId !== null) cart = await cartById(tx, cart.mergedIntoCartId, true);
  if (!cart) throw new NotFoundError(CART_NOT_FOUND);
  if (cart.userId === null) {
    if (cart.status !== 'open') throw new NotFoundError(CART_NOT_FOUND);
    cart = await attachGuestCart(tx, cart, userId);
    cart = (await cartById(tx, cart.id, true)) ?? cart;
  }
  if (cart.userId !== userId) throw new ForbiddenError(FOREIGN_CART);
  return cart;
}

function snapshot(address: AddressRow): OrderAddressSnapshot {
  return {
    gender: address.gender,
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    street: address.street,
    street_number: address.streetNumber,
    zip: address.zip,
    city: address.city,
    country: address.country,
    email: address.email,
    phone: address.phone,
    ...(address.type === 'billing' ? { vat_id: address.vatId } : {}),
  };
}

interface AddressChoice {
  shippingAddressId?: number | undefined;
  billingAddressId?: number | undefined;
}

interface CheckoutAddresses {
  billing: AddressRow | null;
  shipping: AddressRow | null;
  errors: FieldErrors;
}

async function ownAddress(
  db: Executor,
  userId: number,
  type: 'shipping' | 'billing',
  id: number | undefined,
): Promise<AddressRow | null | 'foreign'> {
  try {
    return await lookupAddress(db, userId, type, id);
  } catch (error) {
    if (error instanceof NotFoundError) return 'foreign';
    throw error;
  }
}

/**
 * Billing and shipping address from the customer's own address books: the ids sent, else the ones chosen earlier
 * for this cart, else the defaults. A billing address marked `is_shipping` serves as shipping address when the
 * shipping book is empty. Groups that are all picked up need no shipping address.
 */
async function checkoutAddresses(
  db: Executor,
  userId: number,
  cart: CartRow,
  view: CartView,
  choice: AddressChoice,
): Promise<CheckoutAddresses> {
  const errors: FieldErrors = {};
  const billing = await ownAddress(db, userId, 'billing', choice.billingAddressId ?? cart.billingAddressId ?? undefined);
  const needsShipping = view.groups.some((group) => group.deliveryMode === 'shipping');
  let shipping = await ownAddress(db, userId, 'shipping', choice.shippingAddressId ?? cart.shippingAddressId ?? undefined);
  if (billing === 'foreign') errors.billing_address_id = ['Diese Rechnungsadresse gehört nicht zu Ihrem Kundenkonto.'];
  else if (!billing) errors.billing_address_id = ['Bitte legen Sie eine Rechnungsadresse an.'];
  if (shipping === 'foreign') errors.shipping_address_id = ['Diese Lieferadresse gehört nicht zu Ihrem Kundenkonto.'];
  if (shipping === null && billing && billing !== 'foreign' && billing.isShipping) shipping = billing;
  if (needsShipping && shipping === null) errors.shipping_address_id = ['Bitte wählen Sie eine Lieferadresse.'];
  return {
    billing: billing === 'foreign' ? null : billing,
    shipping: shipping === 'foreign' ? null : shipping,
    errors,
  };
}

/**
 * The cart priced for the addresses of this checkout: when the shipping address sent differs in country from the
 * cart's own destination, the shipping methods are filtered again for the new country.
 */
async function viewForAddresses(
  db: Executor,
  userId: number,
  cart: CartRow,
  choice: AddressChoice,
): Promise<{ view: CartView; addresses: CheckoutAddresses }> {
  const first = await buildCartView(db, cart);
  const addresses = await checkoutAddresses(db, userId, cart, first, choice);
  const country = addresses.shipping ? countryCode(addresses.shipping.country) : first.country;
  if (country === first.country) return { view: first, addresses };
  return { view: await buildCartView(db, cart, country), addresses };
}

/** Checks what a checkout needs: lines, stock, a delivery choice per group. Stock problems are a 409, the rest 422. */
function assertOrderable(view: CartView, extraErrors: FieldErrors): void {
  const stockErrors: FieldErrors = {};
  const errors: FieldErrors = { ...extraErrors };
  const lines = view.groups.flatMap((group) => group.lines);
  if (lines.length === 0 && view.orphans.length === 0) throw ValidationError.field('cart_key', EMPTY_CART);
  for (const line of [...view.orphans, ...lines]) {
    if (!line.problem) continue;
    const name = line.priced.productName;
    if (line.problem === 'out_of_stock') {
      stockErrors[`items.${line.item.id}`] = [
        line.priced.availableStock > 0
          ? `„${name}“ ist nur noch ${line.priced.availableStock}-mal vorrätig. Bitte verringern Sie die Menge.`
          : `„${name}“ ist leider nicht mehr vorrätig.`,
      ];
    } else {
      errors[`items.${line.item.id}`] = [`„${name}“: ${LINE_PROBLEM_TEXTS[line.problem]} Bitte entfernen Sie den Artikel.`];
    }
  }
  for (const group of view.groups) {
    if (group.selected) continue;
    const none = group.methods.length === 0 && !group.pickupAvailable;
    errors[`shipping.${group.providerId}`] =
      none && group.methodsElsewhere > 0 && view.country
        ? [
            `„${group.providerName}“ liefert nicht nach ${countryName(view.country)}. Bitte wählen Sie eine andere Lieferadresse oder entfernen Sie die Artikel.`,
          ]
        : none
          ? [`Für die Artikel von „${group.providerName}“ gibt es keine gemeinsame Versandart. Bitte bestellen Sie sie einzeln.`]
          : [`Bitte wählen Sie eine Versandart für die Artikel von „${group.providerName}“.`];
  }
  if (Object.keys(stockErrors).length > 0) throw new CartStockError(stockErrors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function presentChecked(view: CartView, addresses: CheckoutAddresses) {
  return {
    cart: presentCart(view),
    billing_address: addresses.billing ? presentAddress(addresses.billing) : null,
    shipping_address: addresses.shipping ? presentAddress(addresses.shipping) : null,
  };
}

/** `orderCheckout`: validates the cart for the customer and stores the address choice; answers the summary. */
export async function checkoutSummary(db: Database, config: AppConfig, user: SessionUser, input: { cartKey: string } & AddressChoice) {
  return db.transaction(async (tx) => {
    const cart = await lockCheckoutCart(tx, input.cartKey, user.id);
    if (cart.status === 'checked_out') throw new ConflictError(ALREADY_ORDERED);
    const { view, addresses } = await viewForAddresses(tx, user.id, cart, input);
    assertOrderable(view, addresses.errors);
    await saveAddressChoice(
      tx,
      cart.id,
      addresses.shipping?.type === 'shipping' ? addresses.shipping.id : null,
      addresses.billing?.id ?? null,
    );
    const saved = {
      ...view,
      cart: {
        ...cart,
        shippingAddressId: addresses.shipping?.type === 'shipping' ? addresses.shipping.id : null,
        billingAddressId: addresses.billing?.id ?? null,
      },
    };
    return { ...presentChecked(saved, addresses), ready: true, ...legalLinks(config) };
  });
}

/** The open cart of a checkout call: the customer's own (404 / 403 otherwise; 409 once it was ordered). */
export async function readCheckoutCart(db: Database, user: SessionUser, cartKey: string): Promise<CartView> {
  const cart = await db.transaction((tx) => lockCheckoutCart(tx, cartKey, user.id));
  if (cart.status === 'checked_out') throw new ConflictError(ALREADY_ORDERED);
  return buildCartView(db, cart);
}

/** The cash option of a group: the one asked for, else the customer's choice, else what its delivery mode implies. */
function cashOptionFor(group: CartGroup, requested: CashOption | undefined): CashOption {
  return requested ?? group.cashOption ?? (group.deliveryMode === 'pickup' ? 'on_pickup' : 'on_delivery');
}

function cashMismatch(group: CartGroup, option: CashOption): string | null {
  if (option === 'on_pickup' && group.deliveryMode !== 'pickup') {
    return `Barzahlung bei Abholung ist nur möglich, wenn Sie die Artikel von „${group.providerName}“ abholen.`;
  }
  if (option === 'on_delivery' && group.deliveryMode !== 'shipping') {
    return `Barzahlung bei Lieferung ist nur möglich, wenn die Artikel von „${group.providerName}“ geliefert werden.`;
  }
  return null;
}

/** The cash choices of every group (`getCashPayments`): the options its delivery mode allows and the selection. */
export function cashPayments(view: CartView) {
  return view.groups.map((group) => {
    const options: CashOption[] = group.deliveryMode === 'pickup' ? ['on_pickup'] : ['on_delivery'];
    const selected = group.cashOption && options.includes(group.cashOption) ? group.cashOption : null;
    return {
      provider_id: group.providerId,
      provider_name: group.providerName,
      delivery_mode: group.deliveryMode,
      options: options.map((value) => ({ value, label: CASH_OPTION_LABELS[value] })),
      selected,
      effective: cashOptionFor(group, undefined),
      amount: euros(group.totalCents),
      amount_cents: group.totalCents,
    };
  });
}

/** Checks a cash option against the groups it is meant for; a German 422 on `cash_payment` when it does not fit. */
export function assertCashFits(groups: CartGroup[], option: CashOption): void {
  for (const group of groups) {
    const mismatch = cashMismatch(group, option);
    if (mismatch) throw ValidationError.field('cash_payment', mismatch);
  }
}

/** What paying cash means for each provider (`cashOrderInformation`): who collects how much, where. */
export function cashInformation(view: CartView, voucherCents = 0) {
  const shares = allocate(
    Math.min(voucherCents, view.totalCents),
    view.groups.map((group) => group.totalCents),
  );
  return {
    cart_key: view.cart.cartKey,
    payment_method: 'cash' as const,
    payment_method_text: PAYMENT_METHOD_LABELS.cash,
    providers: view.groups.map((group, index) => {
      const option = cashOptionFor(group, undefined);
      const dueCents = group.totalCents - (shares[index] ?? 0);
      return {
        provider_id: group.providerId,
        provider_name: group.providerName,
        delivery_mode: group.deliveryMode,
        delivery_mode_text: DELIVERY_MODE_LABELS[group.deliveryMode],
        cash_payment: option,
        cash_payment_text: CASH_OPTION_LABELS[option],
        pickup_address: group.deliveryMode === 'pickup' ? group.pickupAddress : null,
        amount: euros(dueCents),
        amount_cents: dueCents,
        fits: cashMismatch(group, option) === null,
        instructions:
          option === 'on_pickup'
            ? `Sie bezahlen ${formatEuro(dueCents)} bar bei der Abholung${group.pickupAddress ? ` (${group.pickupAddress})` : ''}.`
            : `Sie bezahlen ${formatEuro(dueCents)} bar bei der Lieferung durch „${group.providerName}“ oder den Zusteller.`,
      };
    }),
    total: euros(view.totalCents),
    total_cents: view.totalCents,
    voucher_amount: euros(Math.min(voucherCents, view.totalCents)),
    voucher_amount_cents: Math.min(voucherCents, view.totalCents),
    amount_due: euros(view.totalCents - Math.min(voucherCents, view.totalCents)),
    amount_due_cents: view.totalCents - Math.min(voucherCents, view.totalCents),
  };
}

/** The customer's cash preview (`api/cashOrderPreview`): cart, addresses, who collects what, and whether it is ready. */
export async function cashPreview(db: Database, config: AppConfig, user: SessionUser, cartKey: string, voucherCode: string | undefined) {
  return db.transaction(async (tx) => {
    const cart = await lockCheckoutCart(tx, cartKey, user.id);
    if (cart.status === 'checked_out') throw new ConflictError(ALREADY_ORDERED);
    const view = await buildCartView(tx, cart);
    const addresses = await checkoutAddresses(tx, user.id, cart, view, {});
    const voucher = voucherCode ? await usableVoucher(tx, voucherCode) : null;
    const problems: FieldErrors = { ...addresses.errors };
    try {
      assertOrderable(view, {});
    } catch (error) {
      if (!(error instanceof AppError) || !error.errors) throw error;
      Object.assign(problems, error.errors);
    }
    for (const group of view.groups) {
      const mismatch = cashMismatch(group, cashOptionFor(group, undefined));
      if (mismatch) problems[`cash_payment.${group.providerId}`] = [mismatch];
    }
    return {
      ...presentChecked(view, addresses),
      cash: cashInformation(view, voucher?.balanceCents ?? 0),
      voucher_code: voucher?.code ?? null,
      ready: Object.keys(problems).length === 0,
      problems,
      ...legalLinks(config),
    };
  });
}

/** Lines that cannot be ordered as they are (`checkoutRemainingItems`). */
export function remainingItems(view: CartView) {
  const lines = [...view.orphans, ...view.groups.flatMap((group) => group.lines)];
  const remaining = lines.filter((line) => line.problem !== null);
  return {
    cart_key: view.cart.cartKey,
    orderable_count: lines.length - remaining.length,
    remaining_count: remaining.length,
    items: remaining.map((line) => ({
      cart_item_id: line.item.id,
      variant_id: line.item.variantId,
      product_id: line.priced.productId,
      product_name: line.priced.productName,
      provider_id: line.priced.providerId,
      qty: line.item.qty,
      available_qty: line.priced.availableStock,
      problem: line.problem,
      problem_text: line.problem ? LINE_PROBLEM_TEXTS[line.problem] : null,
    })),
  };
}

/** The German standard withdrawal notice in short, for providers that have not written their own. */
const STANDARD_WITHDRAWAL_NOTICE =
  'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben. Um Ihr Widerrufsrecht auszuüben, müssen Sie den Anbieter mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das Muster-Widerrufsformular verwenden.';

/** Terms and withdrawal notice per provider of the cart (`cartItemsTerms`). */
export async function cartTerms(db: Database, config: AppConfig, view: CartView) {
  const links = legalLinks(config);
  const providers = [];
  for (const group of view.groups) {
    const policies = await getVendorPolicies(db, group.providerId);
    providers.push({
      provider_id: group.providerId,
      provider_name: group.providerName,
      item_names: group.lines.map((line) => line.priced.productName),
      withdrawal_notice: policies.return_policy.trim() || STANDARD_WITHDRAWAL_NOTICE,
      has_own_withdrawal_notice: policies.return_policy.trim() !== '',
      shipping_policy: policies.shipping_policy,
      privacy_policy: policies.privacy_policy,
      withdrawal_url: links.withdrawal_url,
    });
  }
  return {
    cart_key: view.cart.cartKey,
    ...links,
    terms_text:
      'Es gelten die Allgemeinen Geschäftsbedingungen des Marktplatzes. Ihr Vertrag kommt mit dem jeweiligen Anbieter zustande; für jede Teilbestellung gilt dessen Widerrufsbelehrung.',
    accept_label: 'Ich habe die AGB gelesen und akzeptiere sie. Die Widerrufsbelehrungen der Anbieter habe ich zur Kenntnis genommen.',
    providers,
  };
}

export interface PlaceOrderInput extends AddressChoice {
  cartKey: string;
  /** How the customer wants to pay (the voucher may cover it all). */
  method: 'prepayment' | 'cash' | 'voucher' | DeferredPaymentMethod;
  /** With `sepa_debit`: the mandate. */
  mandate?: SepaMandateInput | undefined;
  voucherCode?: string | undefined;
  /** With `voucher`: how the rest is paid. */
  restMethod?: 'prepayment' | 'cash' | undefined;
  cashPayment?: CashOption | undefined;
  /** The total the customer was shown; when it no longer matches (prices or shipping changed), nothing is ordered. */
  expectedTotalCents?: number | undefined;
}

export interface PlaceOrderDeps {
  db: Database;
  config: AppConfig;
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** The realtime bus: food orders are announced to their boards after the commit. */
  bus?: Bus;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Places the order of a cart in one transaction: the cart row is locked (so the same cart submitted twice waits
 * and then answers the first order), stock is taken (never oversold), the orders are created, the voucher is
 * redeemed and the cart is checked out. The e-mails go out after the commit.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  user: SessionUser,
  input: PlaceOrderInput,
): Promise<{ full: OrderWithVendors; created: boolean }> {
  const { db } = deps;
  const mandate = input.method === 'sepa_debit' ? checkedMandate(input.mandate ?? {}) : null;
  let result: { full: OrderWithVendors; created: boolean };
  let foodEvents: FoodEventRow[] = [];
  try {
    result = await db.transaction(async (tx) => {
      const cart = await lockCheckoutCart(tx, input.cartKey, user.id);
      if (cart.status === 'checked_out') {
        const existing = await orderByCartKey(tx, cart.cartKey);
        if (existing) return { full: existing, created: false };
        throw new ConflictError(ALREADY_ORDERED);
      }
      const { view, addresses } = await viewForAddresses(tx, user.id, cart, input);
      assertOrderable(view, addresses.errors);
      const billing = addresses.billing;
      if (!billing) throw ValidationError.field('billing_address_id', 'Bitte legen Sie eine Rechnungsadresse an.');
      if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== view.totalCents) {
        throw new AppError(
          409,
          `Der Gesamtbetrag hat sich auf ${formatEuro(view.totalCents)} geändert. Bitte prüfen Sie Ihren Warenkorb und bestellen Sie erneut.`,
          'CONFLICT',
          { expected_total_cents: [`Aktueller Gesamtbetrag: ${formatEuro(view.totalCents)}.`] },
        );
      }

      let voucher: VoucherRow | null = null;
      if (input.voucherCode) voucher = await usableVoucher(tx, input.voucherCode, true);
      const voucherCents = voucher ? Math.min(voucher.balanceCents, view.totalCents) : 0;
      const covered = voucher !== null && voucherCents >= view.totalCents;

      let method: 'prepayment' | 'cash' | DeferredPaymentMethod = input.method === 'voucher' ? 'prepayment' : input.method;
      if (input.method === 'voucher') {
        if (!voucher) throw ValidationError.field('voucher_code', 'Bitte geben Sie einen Gutscheincode ein.');
        if (!covered && !input.restMethod) {
          throw ValidationError.field(
            'rest_payment_method',
            `Der Gutschein deckt ${formatEuro(voucherCents)} von ${formatEuro(view.totalCents)}. Bitte wählen Sie eine Zahlungsart für den Restbetrag (Vorkasse oder Barzahlung).`,
          );
        }
        method = input.restMethod ?? 'prepayment';
      }
      const paymentMethod: PaymentMethod = covered ? 'voucher' : method;
      const cashOptions = new Map<number, CashOption | null>();
      for (const group of view.groups) {
        if (paymentMethod !== 'cash') {
          cashOptions.set(group.providerId, null);
          continue;
        }
        const option = cashOptionFor(group, input.cashPayment);
        const mismatch = cashMismatch(group, option);
        if (mismatch) throw ValidationError.field('cash_payment', mismatch);
        cashOptions.set(group.providerId, option);
      }

      if (paymentMethod === 'invoice') await assertInvoiceAllowed(tx, view);
      // Food groups: the food module's checks (minimum order, delivery area, ordering paused, open now or the slot
      // the customer chose for the cart), per group.
      const foodIds = await foodProviderIds(
        tx,
        view.groups.map((group) => group.providerId),
      );
      if (foodIds.size > 0) {
        const refusals = await foodGroupRefusals(
          tx,
          view.groups
            .filter((group) => foodIds.has(group.providerId))
            .map((group) => ({
              providerId: group.providerId,
              providerName: group.providerName,
              itemsCents: group.itemsCents,
              deliveryMode: group.deliveryMode,
            })),
          { postalCode: (addresses.shipping ?? billing).zip ?? null, paymentMethod, cartKey: cart.cartKey },
        );
        if (refusals.size > 0) {
          throw new ValidationError(Object.fromEntries([...refusals].map(([providerId, message]) => [`food.${providerId}`, [message]])));
        }
      }
      const lines = view.groups.flatMap((group) => group.lines);
      await takeStock(
        tx,
        lines.map((line) => ({ variantId: line.item.variantId, qty: line.item.qty })),
      );
      // The commission rate of every line and of each provider's shipping, determined now and frozen on the order
      // (commission module README): food groups at the provider's food rate, everything else at its product rate
      // (provider > the product's category chain > type > default > `COMMISSION_BASIS_POINTS`).
      const commissionOf = await commissionResolver(tx, new Date(), deps.config.payouts.commissionBasisPoints);
      const lineCategories = await productCategoryIds(
        tx,
        lines.map((line) => line.priced.productId ?? 0),
      );
      const full = await createOrders(tx, {
        commissionBasisPoints: deps.config.payouts.commissionBasisPoints,
        cartKey: cart.cartKey,
        userId: user.id,
        customerEmail: user.email,
        paymentMethod,
        voucher: voucher ? { code: voucher.code, cents: voucherCents } : null,
        billingAddress: snapshot(billing),
        shippingAddress:
          addresses.shipping && view.groups.some((group) => group.deliveryMode === 'shipping') ? snapshot(addresses.shipping) : null,
        termsAcceptedAt: new Date(),
        vendors: view.groups.map((group) => ({
          providerId: group.providerId,
          providerName: group.providerName,
          deliveryMode: group.deliveryMode,
          shippingMethodId: group.method?.id ?? null,
          shippingMethodName: group.deliveryMode === 'pickup' && !group.method ? 'Abholung' : (group.method?.name ?? ''),
          shippingCents: group.shippingCents,
          pickupAddress: group.deliveryMode === 'pickup' ? group.pickupAddress : null,
          cashOption: cashOptions.get(group.providerId) ?? null,
          shippingCommissionBp: commissionOf({
            providerId: group.providerId,
            type: foodIds.has(group.providerId) ? 'food' : 'product',
          }).basisPoints,
          lines: group.lines.map((line) => ({
            productId: line.priced.productId ?? 0,
            variantId: line.item.variantId,
            bundleId: line.item.bundleId,
            productName: line.priced.productName,
            variantLabel: line.priced.variantLabel,
            qty: line.item.qty,
            unitPriceCents: line.unitCents,
            taxRate: line.priced.taxRate,
            commissionBp: foodIds.has(group.providerId)
              ? commissionOf({ providerId: group.providerId, type: 'food' }).basisPoints
              : commissionOf({
                  providerId: group.providerId,
                  categoryId: lineCategories.get(line.priced.productId ?? 0) ?? null,
                  type: 'product',
                }).basisPoints,
          })),
        })),
      });
      foodEvents = await registerFoodOrders(tx, { userId: user.id, cartKey: cart.cartKey, vendorOrders: full.vendorOrders });
      if (voucher) await redeemVoucher(tx, voucher, { orderId: full.order.id, userId: user.id, amountCents: full.order.voucherCents });
      if (paymentMethod === 'invoice' || paymentMethod === 'sepa_debit') await saveTerms(tx, full, paymentMethod, mandate);
      await tx.update(carts).set({ status: 'checked_out', updatedAt: new Date() }).where(eq(carts.id, cart.id));
      await notifyProviders(tx, full);
      // The confirmation (§ 312i BGB) and the providers' notices are queued in this transaction: they exist
      // exactly when the order does, and the job queue delivers them even if the process dies right after the commit.
      const outbox = new Outbox(tx, deps.config);
      await sendOrderEmails(tx, outbox, deps.config, full);
      if (paymentMethod === 'sepa_debit') {
        const terms = await termsOf(tx, full.order.id);
        if (terms) await sendPreNotification(tx, outbox, full, terms);
      }
      return { full, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'shop_orders_cart_key_unique')) throw error;
    const cart = await cartByKey(db, input.cartKey);
    const existing = cart ? await orderByCartKey(db, cart.cartKey) : null;
    if (!existing || existing.order.userId !== user.id) throw new ConflictError(ALREADY_ORDERED);
    result = { full: existing, created: false };
  }
  // Committed: the providers' order lists count the new vendor orders from now on (no figure cached before the commit).
  if (result.created) forgetProviderTotals(result.full.vendorOrders.map((vendor) => vendor.providerId));
  // Committed: the food boards hear of their new orders (never before the commit).
  if (result.created && deps.bus && foodEvents.length > 0) await publishFoodEvents(deps.bus, foodEvents, deps.log);
  return result;
}

/** The answer of a placing call: the order and, for prepayment, the transfer details. */
export function presentPlaced(config: AppConfig, full: OrderWithVendors) {
  const order = presentOrderDetail(config, full);
  return { order, order_number: order.order_number, bank_transfer: order.bank_transfer };
}

/** `orderConfirmed`: the order placed from this cart (the customer's own). */
export async function confirmedOrder(db: Database, user: SessionUser, cartKey: string): Promise<OrderWithVendors> {
  const cart = await db.transaction((tx) => lockCheckoutCart(tx, cartKey, user.id));
  const full = await orderByCartKey(db, cart.cartKey);
  if (!full) throw new NotFoundError('Für diesen Warenkorb wurde noch keine Bestellung aufgegeben.');
  return full;
}
