import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { SessionUser } from '../../http/auth';
import { AppError, ConflictError, ForbiddenError, type FieldErrors, NotFoundError, ValidationError } from '../../http/errors';
import { lookupAddress, presentAddress, type AddressRow } from '../address/public';
import { legalLinks } from '../orders/public';
import { getVendorPolicies } from '../reference/public';
import { countryCode, countryName } from '../shop/public';
import { attachGuestCart, CART_NOT_FOUND, cartById, cartByKey, FOREIGN_CART, saveAddressChoice } from './cart';
import { cashInformation, cashMismatch, cashOptionFor } from './cash';
import type { CartTermsAnswer, CashPreviewAnswer, CheckoutSummaryAnswer, RemainingItemsAnswer } from './schemas';
import { buildCartView, type CartRow, type CartView, LINE_PROBLEM_TEXTS, presentCart } from './view';
import { usableVoucher } from './vouchers';

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

export interface AddressChoice {
  shippingAddressId?: number | undefined;
  billingAddressId?: number | undefined;
}

export interface CheckoutAddresses {
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
export async function checkoutAddresses(
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
export async function viewForAddresses(
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
export function assertOrderable(view: CartView, extraErrors: FieldErrors): void {
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
export async function checkoutSummary(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  input: { cartKey: string } & AddressChoice,
): Promise<CheckoutSummaryAnswer> {
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

/** The customer's cash preview (`api/cashOrderPreview`): cart, addresses, who collects what, and whether it is ready. */
export async function cashPreview(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  cartKey: string,
  voucherCode: string | undefined,
): Promise<CashPreviewAnswer> {
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
export function remainingItems(view: CartView): RemainingItemsAnswer {
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
export async function cartTerms(db: Database, config: AppConfig, view: CartView): Promise<CartTermsAnswer> {
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
