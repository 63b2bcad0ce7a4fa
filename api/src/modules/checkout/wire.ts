/**
 * Wire shapes of the cart's and the checkout's answers (`schema.response` of `routes.ts`; `npm run contract` turns
 * them into the front end's types). A response schema serializes strictly: a field a presenter returns but the
 * schema lacks disappears from the answer — keep them in step with `view.ts`, `service.ts`, `payments.ts`,
 * `vouchers.ts` and the payment methods in `routes.ts`.
 */
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { CART_STATUSES } from '../../db/schema/checkout';
import { centAmount, euroAmount, moneyFields } from '../../lib/money';
import { GENDERS } from '../account/public';
import { CASH_OPTIONS, DELIVERY_MODES, orderDetailSchema, PAYMENT_METHODS, vatLineSchema } from '../orders/public';
import { PAYOUT_METHODS } from '../ledger/public';

const id = z.number().int();
const cashOption = z.enum(CASH_OPTIONS);
const deliveryMode = z.enum(DELIVERY_MODES);
const lineProblem = z.enum(['unknown', 'inactive', 'withdrawn', 'out_of_stock', 'bundle_unavailable']);

export const cartLineSchema = wireSchema(
  'CartLine',
  z.object({
    id,
    cart_item_id: id,
    variant_id: id,
    product_id: id.nullable(),
    product_name: z.string(),
    product_slug: z.string(),
    variant_label: z.string(),
    photo: z.string().nullable(),
    bundle_id: id.nullable(),
    bundle_name: z.string().nullable(),
    qty: z.number().int(),
    ...moneyFields('unit_price'),
    ...moneyFields('list_unit_price'),
    lowest_price_30_days: euroAmount.nullable(),
    discount_percent: z.number(),
    ...moneyFields('line_total'),
    tax_rate: z.number(),
    line_net_cents: centAmount,
    line_tax_cents: centAmount,
    available_qty: z.number().int(),
    in_stock: z.boolean(),
    is_pickup: z.boolean(),
    pickup_address: z.string().nullable(),
    problem: lineProblem.nullable(),
    problem_text: z.string().nullable(),
  }),
);

export const cartShippingMethodSchema = wireSchema(
  'CartShippingMethod',
  z.object({
    id,
    name: z.string(),
    ...moneyFields('price'),
    regular_price: euroAmount,
    free_from: euroAmount.nullable(),
    delivery_time: z.string(),
    is_pickup: z.boolean(),
  }),
);

export const cartGroupSchema = wireSchema(
  'CartGroup',
  z.object({
    provider_id: id,
    provider_name: z.string(),
    items: z.array(cartLineSchema),
    shipping: z.object({
      delivery_mode: deliveryMode,
      selected: z.boolean(),
      preselected: z.boolean(),
      shipping_method_id: id.nullable(),
      name: z.string().nullable(),
      ...moneyFields('cost'),
      pickup_available: z.boolean(),
      pickup_address: z.string().nullable(),
      methods: z.array(cartShippingMethodSchema),
    }),
    cash_payment: cashOption.nullable(),
    ...moneyFields('subtotal'),
    ...moneyFields('total'),
    vat: z.array(vatLineSchema),
    small_business: z.boolean(),
    vat_notice: z.string().nullable(),
    /** The payment methods this group allows (`/payment-methods` codes; a restaurant's food: cash, voucher). */
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  }),
);

/** The cart (`presentCart`): lines grouped by provider, shipping per group, totals and VAT per rate. */
export const cartSchema = wireSchema(
  'Cart',
  z.object({
    cart_key: z.string().nullable(),
    status: z.enum(CART_STATUSES),
    item_count: z.number().int(),
    groups: z.array(cartGroupSchema),
    /** The payment methods every group allows: what the checkout offers. */
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
    unavailable_items: z.array(cartLineSchema),
    shipping_address_id: id.nullable(),
    destination_country: z.string().nullable(),
    billing_address_id: id.nullable(),
    totals: z.object({
      ...moneyFields('subtotal'),
      ...moneyFields('shipping'),
      ...moneyFields('total'),
      ...moneyFields('tax'),
      ...moneyFields('net'),
    }),
    vat: z.array(vatLineSchema),
    vat_notice: z.string().nullable(),
    has_problems: z.boolean(),
  }),
);

export const cartCountSchema = z.object({ cart_key: z.string().nullable(), item_count: z.number().int() });

/** An address of the customer's address book as checkout shows it (billing adds `is_shipping` and `vat_id`). */
export const checkoutAddressSchema = wireSchema(
  'CheckoutAddress',
  z.object({
    id,
    type: z.enum(['shipping', 'billing']),
    gender: z.enum(GENDERS),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    alternate_email: z.union([z.literal(0), z.literal(1)]),
    phone: z.string(),
    company: z.string(),
    street: z.string(),
    street_number: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    is_default: z.union([z.literal(0), z.literal(1)]),
    created_at: z.string(),
    updated_at: z.string(),
    is_shipping: z.union([z.literal(0), z.literal(1)]).optional(),
    vat_id: z.string().nullable().optional(),
  }),
);

const legalLinkFields = { terms_url: z.string(), withdrawal_url: z.string() };

const checkedCartFields = {
  cart: cartSchema,
  billing_address: checkoutAddressSchema.nullable(),
  shipping_address: checkoutAddressSchema.nullable(),
};

/** `orderCheckout`: the checked cart with the addresses the order will use. */
export const checkoutSummarySchema = wireSchema(
  'CheckoutSummary',
  z.object({ ...checkedCartFields, ready: z.boolean(), ...legalLinkFields }),
);

export const cartTermsSchema = wireSchema(
  'CartTerms',
  z.object({
    cart_key: z.string().nullable(),
    ...legalLinkFields,
    terms_text: z.string(),
    accept_label: z.string(),
    providers: z.array(
      z.object({
        provider_id: id,
        provider_name: z.string(),
        item_names: z.array(z.string()),
        withdrawal_notice: z.string(),
        has_own_withdrawal_notice: z.boolean(),
        shipping_policy: z.string(),
        privacy_policy: z.string(),
        withdrawal_url: z.string(),
      }),
    ),
  }),
);

const bankAccountFields = { account_holder: z.string(), iban: z.string(), bic: z.string(), bank_name: z.string() };

/** Due date (invoice) or mandate and debit day (SEPA direct debit) of an order paid on account; null otherwise. */
export const paymentTermsSchema = wireSchema(
  'PaymentTerms',
  z.union([
    z.object({
      method: z.literal('invoice'),
      due_date: z.string(),
      due_date_text: z.string(),
      amount: euroAmount,
      reference: z.string(),
      bank_account: z.object(bankAccountFields),
    }),
    z.object({
      method: z.literal('sepa_debit'),
      debit_date: z.string(),
      debit_date_text: z.string(),
      amount: euroAmount,
      mandate_reference: z.string().nullable(),
      creditor_id: z.string(),
      account_holder: z.string().nullable(),
      iban_masked: z.string().nullable(),
      pre_notified: z.boolean(),
    }),
  ]),
);

/** The answer of the order-placing calls. */
export const placedOrderSchema = wireSchema(
  'PlacedOrder',
  z.object({
    order: orderDetailSchema,
    order_number: z.string(),
    bank_transfer: orderDetailSchema.shape.bank_transfer,
    payment_terms: paymentTermsSchema.nullable(),
  }),
);

/** `orderConfirmed`: the customer's order with its payment terms. */
export const confirmedOrderSchema = wireSchema(
  'ConfirmedOrder',
  orderDetailSchema.extend({ payment_terms: paymentTermsSchema.nullable() }),
);

export const cashInformationSchema = wireSchema(
  'CashInformation',
  z.object({
    cart_key: z.string().nullable(),
    payment_method: z.literal('cash'),
    payment_method_text: z.string(),
    providers: z.array(
      z.object({
        provider_id: id,
        provider_name: z.string(),
        delivery_mode: deliveryMode,
        delivery_mode_text: z.string(),
        cash_payment: cashOption,
        cash_payment_text: z.string(),
        pickup_address: z.string().nullable(),
        ...moneyFields('amount'),
        fits: z.boolean(),
        instructions: z.string(),
      }),
    ),
    ...moneyFields('total'),
    ...moneyFields('voucher_amount'),
    ...moneyFields('amount_due'),
  }),
);

export const cashPreviewSchema = wireSchema(
  'CashPreview',
  z.object({
    ...checkedCartFields,
    cash: cashInformationSchema,
    voucher_code: z.string().nullable(),
    ready: z.boolean(),
    /** Field → German messages of what still stands in the way. */
    problems: z.record(z.string(), z.array(z.string())),
    ...legalLinkFields,
  }),
);

export const remainingItemsSchema = wireSchema(
  'CheckoutRemainingItems',
  z.object({
    cart_key: z.string().nullable(),
    orderable_count: z.number().int(),
    remaining_count: z.number().int(),
    items: z.array(
      z.object({
        cart_item_id: id,
        variant_id: id,
        product_id: id.nullable(),
        product_name: z.string(),
        provider_id: id.nullable(),
        qty: z.number().int(),
        available_qty: z.number().int(),
        problem: lineProblem.nullable(),
        problem_text: z.string().nullable(),
      }),
    ),
  }),
);

export const cashPaymentChoiceSchema = wireSchema(
  'CashPaymentChoice',
  z.object({
    provider_id: id,
    provider_name: z.string(),
    delivery_mode: deliveryMode,
    options: z.array(z.object({ value: cashOption, label: z.string() })),
    selected: cashOption.nullable(),
    effective: cashOption,
    ...moneyFields('amount'),
  }),
);

/** One way to pay (customers) or to be paid out (providers, `kind: payout`); the extra fields depend on `code`. */
export const paymentMethodSchema = wireSchema(
  'PaymentMethod',
  z.object({
    code: z.enum([...PAYMENT_METHODS, ...PAYOUT_METHODS.map((method) => method.code)]),
    name: z.string(),
    kind: z.literal('payout').optional(),
    description: z.string(),
    call: z.string(),
    bank_account: z.object(bankAccountFields).optional(),
    options: z.array(z.object({ value: cashOption, label: z.string() })).optional(),
    due_days: z.number().int().optional(),
    default_limit: euroAmount.optional(),
    creditor_id: z.string().optional(),
    mandate_text: z.string().optional(),
  }),
);

export const voucherInfoSchema = wireSchema(
  'VoucherInfo',
  z.object({
    code: z.string(),
    description: z.string(),
    ...moneyFields('value'),
    ...moneyFields('balance'),
    valid_from: z.string().nullable(),
    valid_until: z.string().nullable(),
    valid: z.boolean(),
  }),
);
