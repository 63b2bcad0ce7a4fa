import { z } from 'zod';
import { fields } from '../../http/validation';
import { CASH_OPTIONS } from '../orders/public';

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

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const qty = () => z.coerce.number({ error: QTY_MESSAGE }).int(QTY_MESSAGE).min(1, QTY_MESSAGE).max(MAX_QTY, QTY_MESSAGE);

export const voucherCode = () =>
  fields
    .text()
    .trim()
    .min(1, VOUCHER_CODE_MESSAGE)
    .max(40, 'Der Gutscheincode darf höchstens 40 Zeichen lang sein.')
    .transform((value) => value.toUpperCase());

const cashOption = () => z.enum(CASH_OPTIONS, { error: 'Bitte wählen Sie „on_pickup“ (bei Abholung) oder „on_delivery“ (bei Lieferung).' });

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
    variant_id: id('Bitte wählen Sie eine Variante (variant_id).').optional(),
    bundle_id: id('Bitte wählen Sie ein gültiges Bündel (bundle_id).').optional(),
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
  cart_item_id: id('Bitte geben Sie die Position (cart_item_id) an.'),
  qty: qty(),
});

export const cartItemParams = z.object({ id: id('Bitte geben Sie die Position an.') });

/** Shipping of one provider group (`provider_id`) or of the group of one item (`cart_item_id`). */
export const updateShippingBody = z
  .object({
    cart_key: cartKey(),
    provider_id: id('Bitte geben Sie den Anbieter (provider_id) an.').optional(),
    cart_item_id: id('Bitte geben Sie die Position (cart_item_id) an.').optional(),
    shipping_method_id: id('Bitte wählen Sie eine Versandart (shipping_method_id).'),
  })
  .refine((value) => value.provider_id !== undefined || value.cart_item_id !== undefined, {
    path: ['provider_id'],
    message: 'Bitte geben Sie den Anbieter (provider_id) oder die Position (cart_item_id) an.',
  });

export const setStoreLocationBody = z
  .object({
    cart_key: cartKey(),
    provider_id: id('Bitte geben Sie den Anbieter (provider_id) an.').optional(),
    cart_item_id: id('Bitte geben Sie die Position (cart_item_id) an.').optional(),
  })
  .refine((value) => value.provider_id !== undefined || value.cart_item_id !== undefined, {
    path: ['provider_id'],
    message: 'Bitte geben Sie den Anbieter (provider_id) oder die Position (cart_item_id) an.',
  });

export const setCashPaymentsBody = z.object({
  cart_key: cartKey(),
  /** One provider group; every group of the cart when missing. */
  provider_id: id('Bitte geben Sie den Anbieter (provider_id) an.').optional(),
  cash_payment: cashOption(),
});

const addressIds = {
  shipping_address_id: id('Bitte wählen Sie eine Lieferadresse.').optional(),
  billing_address_id: id('Bitte wählen Sie eine Rechnungsadresse.').optional(),
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
    cash_payment: cashOption().optional(),
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
    cash_payment: cashOption().optional(),
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
