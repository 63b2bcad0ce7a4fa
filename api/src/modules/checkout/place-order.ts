import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { carts, type DeferredPaymentMethod } from '../../db/schema/checkout';
import type { SessionUser } from '../../http/auth';
import type { Bus } from '../../infra/bus';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { formatEuro } from '../../lib/money';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AddressRow } from '../address/public';
import { commissionResolver, productCategoryIds } from '../commission/public';
import { foodGroupRefusals, foodProviderIds, type FoodEventRow, publishFoodEvents, registerFoodOrders } from '../food/public';
import {
  type CashOption,
  createOrders,
  forgetProviderTotals,
  notifyProviders,
  orderByCartKey,
  type OrderAddressSnapshot,
  type OrderWithVendors,
  type PaymentMethod,
  presentOrderDetail,
  sendOrderEmails,
} from '../orders/public';
import { Outbox } from '../outbox/public';
import { takeStock } from '../shop/public';
import { cartByKey } from './cart';
import { cashMismatch, cashOptionFor } from './cash';
import {
  assertInvoiceAllowed,
  checkedMandate,
  presentTerms,
  saveTerms,
  sendPreNotification,
  type SepaMandateInput,
  termsOf,
  type TermsRow,
} from './payments';
import type { PlacedOrderAnswer } from './schemas';
import { ALREADY_ORDERED, type AddressChoice, assertOrderable, lockCheckoutCart, viewForAddresses } from './service';
import { redeemVoucher, usableVoucher, type VoucherRow } from './vouchers';

/** The address an order keeps as it was at the time of ordering (the VAT id only on a billing address). */
export function orderAddressSnapshot(address: AddressRow): OrderAddressSnapshot {
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
        billingAddress: orderAddressSnapshot(billing),
        shippingAddress:
          addresses.shipping && view.groups.some((group) => group.deliveryMode === 'shipping')
            ? orderAddressSnapshot(addresses.shipping)
            : null,
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

/** The answer of a placing call: the order, for prepayment the transfer details, on account its payment terms. */
export function presentPlaced(config: AppConfig, full: OrderWithVendors, terms: TermsRow | null): PlacedOrderAnswer {
  const order = presentOrderDetail(config, full);
  return { order, order_number: order.order_number, bank_transfer: order.bank_transfer, payment_terms: presentTerms(config, full, terms) };
}

/** `orderConfirmed`: the order placed from this cart (the customer's own). */
export async function confirmedOrder(db: Database, user: SessionUser, cartKey: string): Promise<OrderWithVendors> {
  const cart = await db.transaction((tx) => lockCheckoutCart(tx, cartKey, user.id));
  const full = await orderByCartKey(db, cart.cartKey);
  if (!full) throw new NotFoundError('Für diesen Warenkorb wurde noch keine Bestellung aufgegeben.');
  return full;
}
