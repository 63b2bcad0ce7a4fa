/**
 * The checkout form's values and rules. The field names are the API's, so a refused order's field errors land on
 * the same keys as the form's own checks.
 */
import { composeValidators, required, type Validator } from '@marktplatz/shared';
import { messages } from '../../../messages';
import { looksLikeIban } from '../components/SepaMandateFields';
import type { PaymentMethod } from '../types';

export type MethodCode = PaymentMethod['code'];
export type RestMethod = 'prepayment' | 'cash';

export interface CheckoutValues {
  billing_address_id: number | null;
  shipping_address_id: number | null;
  payment_method: MethodCode | '';
  /** What a voucher leaves open is paid in advance or in cash. */
  rest_payment_method: RestMethod;
  account_holder: string;
  iban: string;
  mandate_accepted: boolean;
  accept_terms: boolean;
}

export const initialCheckoutValues: CheckoutValues = {
  billing_address_id: null,
  shipping_address_id: null,
  payment_method: '',
  rest_payment_method: 'prepayment',
  account_holder: '',
  iban: '',
  mandate_accepted: false,
  accept_terms: false,
};

/** Cash is paid for the whole order, or for what a voucher leaves open. */
export function isPayingCash(values: Pick<CheckoutValues, 'payment_method' | 'rest_payment_method'>): boolean {
  return values.payment_method === 'cash' || (values.payment_method === 'voucher' && values.rest_payment_method === 'cash');
}

/** The page's own German text in place of the shared validator's generic one. */
function saying(validator: Validator, text: string): Validator {
  return (value, allValues) => (validator(value, allValues) ? text : undefined);
}

const accountHolder = composeValidators(saying(required, messages.checkout.accountHolderMissing), (value) =>
  String(value ?? '').trim().length < 2 ? messages.checkout.accountHolderMissing : undefined,
);
const iban: Validator = (value) => (looksLikeIban(String(value ?? '')) ? undefined : messages.checkout.ibanInvalid);

/** The SEPA mandate's fields: their errors are shown beside them as well as in the list. */
export const MANDATE_FIELDS = ['account_holder', 'iban', 'mandate_accepted'] as const;

/**
 * Every problem that keeps the order from being placed, in the order the page lists them (addresses, payment,
 * voucher, mandate, terms). `voucherChecked`: a voucher code was checked and is valid.
 */
export function validateCheckout(
  values: CheckoutValues,
  { needsShipping, voucherChecked }: { needsShipping: boolean; voucherChecked: boolean },
): Record<string, string> {
  const rules: [string, Validator | false][] = [
    ['billing_address_id', saying(required, messages.checkout.chooseBilling)],
    ['shipping_address_id', needsShipping && saying(required, messages.checkout.chooseAddress)],
    ['payment_method', saying(required, messages.checkout.choosePayment)],
    ['voucher_code', values.payment_method === 'voucher' && (() => (voucherChecked ? undefined : messages.checkout.checkVoucherFirst))],
    ['account_holder', values.payment_method === 'sepa_debit' && accountHolder],
    ['iban', values.payment_method === 'sepa_debit' && iban],
    ['mandate_accepted', values.payment_method === 'sepa_debit' && saying(required, messages.checkout.mandateMissing)],
    ['accept_terms', saying(required, messages.checkout.termsRequired)],
  ];
  const errors: Record<string, string> = {};
  for (const [field, rule] of rules) {
    const error = rule ? rule((values as unknown as Record<string, unknown>)[field], values) : undefined;
    if (error) errors[field] = error;
  }
  return errors;
}
