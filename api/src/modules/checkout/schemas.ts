/**
 * The checkout's schemas: what each call takes (bodies, queries, parameters) and, below, the wire shapes of its
 * answers (`schema.response` of `routes.ts`; `npm run contract` turns them into the front end's types). The
 * answers' TypeScript types are derived from these schemas (`z.infer`), and the presenters are typed with them, so
 * an output function cannot drift from its schema.
 */
import { z } from 'zod';
import { wireId as id, wireSchema } from '../../http/contract';
import { fields } from '../../http/validation';
import { CART_STATUSES } from '../../db/schema/checkout';
import { centAmount, euroAmount, moneyFields } from '../../lib/money';
import { addressEntryFields } from '../address/public';
import { PAYOUT_METHODS } from '../ledger/public';
import { CASH_OPTIONS, DELIVERY_MODES, orderDetailSchema, PAYMENT_METHODS, vatLineSchema } from '../orders/public';

export const CART_KEY_MESSAGE = 'Bitte geben Sie einen gültigen Warenkorb-Schlüssel (cart_key) an.';
export const QTY_MESSAGE = 'Die Menge muss eine ganze Zahl zwischen 1 und 999 sein.';
export const TERMS_MESSAGE = 'Bitte akzeptieren Sie die AGB und nehmen Sie die Widerrufsbelehrung zur Kenntnis.';
export const VOUCHER_CODE_MESSAGE = 'Bitte geben Sie einen Gutscheincode ein.';

/** Most pieces of one line. */
export const MAX_QTY = 999;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart key: a UUID (made by the API on the first cart call, or by the client). */
export const cartKey = () =>
  z
    .string({ error: CART_KEY_MESSAGE })
    .trim()
    .refine((value) => UUID.test(value), CART_KEY_MESSAGE)
    .transform((value) => value.toLowerCase());

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const qty = () => z.coerce.number({ error: QTY_MESSAGE }).int(QTY_MESSAGE).min(1, QTY_MESSAGE).max(MAX_QTY, QTY_MESSAGE);

export const voucherCode = () =>
  fields
    .text()
    .trim()
    .min(1, VOUCHER_CODE_MESSAGE)
    .max(40, 'Der Gutscheincode darf höchstens 40 Zeichen lang sein.')
    .transform((value) => value.toUpperCase());

const cashOptionInput = () =>
  z.enum(CASH_OPTIONS, { error: 'Bitte wählen Sie „on_pickup“ (bei Abholung) oder „on_delivery“ (bei Lieferung).' });

/** Accepted terms: true, 1 or "1" (the checkbox); missing or anything else is refused with the German hint. */
const acceptTerms = () => fields.flag().optional();

function requireAcceptedTerms(value: { accept_terms?: boolean | undefined }, context: z.RefinementCtx): void {
  if (value.accept_terms !== true) context.addIssue({ code: 'custom', path: ['accept_terms'], message: TERMS_MESSAGE });
}

export const optionalCartKeyQuery = z.object({ cart_key: cartKey().optional() });
export const cartKeyQuery = z.object({ cart_key: cartKey() });
export const cartKeyBody = z.object({ cart_key: cartKey() });

export const addItemBody = z
  .object({
    cart_key: cartKey().optional(),
    variant_id: positiveId('Bitte wählen Sie eine Variante (variant_id).').optional(),
    bundle_id: positiveId('Bitte wählen Sie ein gültiges Bündel (bundle_id).').optional(),
    qty: qty().optional().default(1),
  })
  .superRefine((value, context) => {
    if (value.variant_id === undefined && value.bundle_id === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['variant_id'],
        message: 'Bitte wählen Sie eine Variante (variant_id) oder ein Bündel (bundle_id).',
      });
    }
    if (value.variant_id !== undefined && value.bundle_id !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['bundle_id'],
        message: 'Bitte geben Sie entweder variant_id oder bundle_id an, nicht beides.',
      });
    }
  });

export const updateItemBody = z.object({
  cart_key: cartKey(),
  cart_item_id: positiveId('Bitte geben Sie die Position (cart_item_id) an.'),
  qty: qty(),
});

export const cartItemParams = z.object({ id: positiveId('Bitte geben Sie die Position an.') });

/** Shipping of one provider group (`provider_id`) or of the group of one item (`cart_item_id`). */
export const updateShippingBody = z
  .object({
    cart_key: cartKey(),
    provider_id: positiveId('Bitte geben Sie den Anbieter (provider_id) an.').optional(),
    cart_item_id: positiveId('Bitte geben Sie die Position (cart_item_id) an.').optional(),
    shipping_method_id: positiveId('Bitte wählen Sie eine Versandart (shipping_method_id).'),
  })
  .refine((value) => value.provider_id !== undefined || value.cart_item_id !== undefined, {
    path: ['provider_id'],
    message: 'Bitte geben Sie den Anbieter (provider_id) oder die Position (cart_item_id) an.',
  });

export const setStoreLocationBody = z
  .object({
    cart_key: cartKey(),
    provider_id: positiveId('Bitte geben Sie den Anbieter (provider_id) an.').optional(),
    cart_item_id: positiveId('Bitte geben Sie die Position (cart_item_id) an.').optional(),
  })
  .refine((value) => value.provider_id !== undefined || value.cart_item_id !== undefined, {
    path: ['provider_id'],
    message: 'Bitte geben Sie den Anbieter (provider_id) oder die Position (cart_item_id) an.',
  });

export const setCashPaymentsBody = z.object({
  cart_key: cartKey(),
  /** One provider group; every group of the cart when missing. */
  provider_id: positiveId('Bitte geben Sie den Anbieter (provider_id) an.').optional(),
  cash_payment: cashOptionInput(),
});

const addressIds = {
  shipping_address_id: positiveId('Bitte wählen Sie eine Lieferadresse.').optional(),
  billing_address_id: positiveId('Bitte wählen Sie eine Rechnungsadresse.').optional(),
};

/** The total (cents) the customer saw when clicking „zahlungspflichtig bestellen“; a different total is refused. */
const expectedTotal = () =>
  z.coerce
    .number({ error: 'Bitte geben Sie den erwarteten Gesamtbetrag in Cent an.' })
    .int('Bitte geben Sie den erwarteten Gesamtbetrag in Cent an.')
    .min(0, 'Bitte geben Sie den erwarteten Gesamtbetrag in Cent an.')
    .max(100_000_000, 'Bitte geben Sie den erwarteten Gesamtbetrag in Cent an.')
    .optional();

export const orderCheckoutBody = z.object({ cart_key: cartKey(), ...addressIds });

export const orderPlaceBody = z
  .object({
    cart_key: cartKey(),
    ...addressIds,
    accept_terms: acceptTerms(),
    expected_total_cents: expectedTotal(),
    voucher_code: voucherCode().optional(),
  })
  .superRefine(requireAcceptedTerms);

export const orderByCashBody = z
  .object({
    cart_key: cartKey(),
    ...addressIds,
    accept_terms: acceptTerms(),
    expected_total_cents: expectedTotal(),
    voucher_code: voucherCode().optional(),
    /** For every group; when missing, each group's choice (setCashPayments) or its delivery mode decides. */
    cash_payment: cashOptionInput().optional(),
  })
  .superRefine(requireAcceptedTerms);

export const orderByVoucherBody = z
  .object({
    cart_key: cartKey(),
    ...addressIds,
    accept_terms: acceptTerms(),
    expected_total_cents: expectedTotal(),
    voucher_code: voucherCode(),
    /** How to pay what the voucher leaves open; not needed when it covers everything. */
    rest_payment_method: z
      .enum(['prepayment', 'cash'], { error: 'Bitte wählen Sie „prepayment“ (Vorkasse) oder „cash“ (Barzahlung) für den Restbetrag.' })
      .optional(),
    cash_payment: cashOptionInput().optional(),
  })
  .superRefine(requireAcceptedTerms);

/** Purchase on invoice: the provider's limit and the due date are the server's. */
export const orderByInvoiceBody = z
  .object({
    cart_key: cartKey(),
    ...addressIds,
    accept_terms: acceptTerms(),
    expected_total_cents: expectedTotal(),
  })
  .superRefine(requireAcceptedTerms);

/** SEPA direct debit: the mandate's account (checked by the service, so its German texts name the field). */
export const orderBySepaBody = z
  .object({
    cart_key: cartKey(),
    ...addressIds,
    accept_terms: acceptTerms(),
    expected_total_cents: expectedTotal(),
    iban: z.string({ error: 'Bitte geben Sie Ihre IBAN ein.' }).max(60, 'Die IBAN ist zu lang.').optional(),
    account_holder: z
      .string({ error: 'Bitte geben Sie den Namen des Kontoinhabers ein.' })
      .max(140, 'Der Name ist zu lang (höchstens 140 Zeichen).')
      .optional(),
    mandate_accepted: z.boolean({ error: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.' }).optional(),
  })
  .superRefine(requireAcceptedTerms);

export const previewQuery = z.object({ cart_key: cartKey(), voucher_code: voucherCode().optional() });

export const voucherInfoQuery = z.object({ voucher_code: voucherCode() });

/** An order number in the path (`MP-2026-000123`). */
export const orderNumberParams = z.object({
  order_number: z.string().min(1, 'Bitte geben Sie eine Bestellnummer an.').max(40, 'Diese Bestellnummer gibt es nicht.'),
});

// Answers

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
export const checkoutAddressSchema = wireSchema('CheckoutAddress', z.object(addressEntryFields(z.union([z.literal(0), z.literal(1)]))));

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

/** The answers' types, derived from their schemas. */
export type CartAnswer = z.infer<typeof cartSchema>;
export type CheckoutSummaryAnswer = z.infer<typeof checkoutSummarySchema>;
export type CartTermsAnswer = z.infer<typeof cartTermsSchema>;
export type CashInformationAnswer = z.infer<typeof cashInformationSchema>;
export type CashPreviewAnswer = z.infer<typeof cashPreviewSchema>;
export type RemainingItemsAnswer = z.infer<typeof remainingItemsSchema>;
export type CashPaymentChoice = z.infer<typeof cashPaymentChoiceSchema>;
export type VoucherInfoAnswer = z.infer<typeof voucherInfoSchema>;
export type PaymentTermsAnswer = z.infer<typeof paymentTermsSchema>;
export type PlacedOrderAnswer = z.infer<typeof placedOrderSchema>;
