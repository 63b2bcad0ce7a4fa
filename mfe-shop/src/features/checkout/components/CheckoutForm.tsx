import { useCallback, useState } from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, Input, Spinner, errorMessage, formatCurrency, notify } from '@marktplatz/shared';
import type { Cart } from '../../../entities/cart';
import { paths } from '../../../lib/paths';
import { Alert, Fieldset, Muted } from '../../../lib/ui';
import { messages } from '../../../messages';
import { CartLine, CartTotals, ShippingChoice } from '../../cart';
import { setShippingFromBilling } from '../api/checkout';
import {
  MANDATE_FIELDS,
  initialCheckoutValues,
  isPayingCash,
  validateCheckout,
  type CheckoutValues,
} from '../checkoutValues';
import { useCashPayment } from '../hooks/useCashPayment';
import { useCheckoutBooks, usePreselectedAddress } from '../hooks/useCheckoutBooks';
import { usePlaceOrder, type PlaceErrors } from '../hooks/usePlaceOrder';
import { useVoucher } from '../hooks/useVoucher';
import { AddressPicker } from './AddressPicker';
import { SepaMandateFields } from './SepaMandateFields';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
  }
`;

const Summary = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const VoucherRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin: ${({ theme }) => theme.space.sm} 0;
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    flex: 1;
    min-width: 12rem;
    font-weight: 500;
  }
`;

const Notice = styled.details`
  margin-bottom: ${({ theme }) => theme.space.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    min-height: 32px;
  }
  p {
    white-space: pre-line;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dd {
    margin: 0;
    text-align: end;
    font-weight: 700;
  }
`;

const ErrorList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/**
 * The problems to show: after a refused click the form's own checks (the mandate's beside its fields, all in the
 * list), after a refused order the server's by field and its list.
 */
function useProblems(): { byField: Record<string, string[]>; list: string[] } {
  const { submitFailed, hasValidationErrors, errors, submitErrors } = useFormState<CheckoutValues>({
    subscription: { submitFailed: true, hasValidationErrors: true, errors: true, submitErrors: true },
  });
  if (submitFailed && hasValidationErrors) {
    const own = (errors ?? {}) as Record<string, string>;
    const byField: Record<string, string[]> = {};
    for (const field of MANDATE_FIELDS) if (own[field]) byField[field] = [own[field]];
    return { byField, list: Object.values(own) };
  }
  const { [FORM_ERROR]: list, ...byField } = (submitErrors ?? {}) as PlaceErrors;
  return { byField: byField as Record<string, string[]>, list: list ?? [] };
}

interface FieldsProps {
  cart: Cart;
  onCart: (cart: Cart) => void;
  voucherCheck: ReturnType<typeof useVoucher>;
  due: number;
  voucherShare: number;
  needsShipping: boolean;
  savingDelivery: boolean;
  onDeliveryBusy: (busy: boolean) => void;
  handleSubmit: () => Promise<unknown> | undefined;
}

function CheckoutFields({ cart, onCart, voucherCheck, due, voucherShare, needsShipping, savingDelivery, onDeliveryBusy, handleSubmit }: FieldsProps) {
  const form = useForm<CheckoutValues>();
  const { values, submitting } = useFormState<CheckoutValues>({ subscription: { values: true, submitting: true } });
  const billing = useField<number | null>('billing_address_id', { subscription: { value: true } });
  const shipping = useField<number | null>('shipping_address_id', { subscription: { value: true } });
  const accepted = useField<boolean>('accept_terms', { type: 'checkbox' });
  const { shippingBook, billingBook, methods, terms, remaining } = useCheckoutBooks(cart);
  const billingId = billing.input.value || null;
  const shippingId = shipping.input.value || null;
  usePreselectedAddress(billingBook.data, cart.billing_address_id, billingId, billing.input.onChange);
  usePreselectedAddress(shippingBook.data, cart.shipping_address_id, shippingId, shipping.input.onChange);
  const method = values.payment_method;
  const voucher = voucherCheck.voucher;
  const payingCash = isPayingCash(values);
  const cash = useCashPayment(payingCash, cart, voucher?.code, { shippingId, billingId });
  const { byField: fieldProblems, list: errors } = useProblems();

  const copyBillingToShipping = async () => {
    if (!billingId) return;
    try {
      const copy = await setShippingFromBilling(billingId);
      shippingBook.reload();
      shipping.input.onChange(copy.id);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const paymentMethods = methods.data ?? [];
  return (
    <Layout>
      <div>
        {remaining.data && remaining.data.remaining_count > 0 ? (
          <Alert $tone="warning" role="alert" data-testid="remaining-items">
            <p>{messages.cart.problems}</p>
            <ul>
              {remaining.data.items.map((item) => (
                <li key={item.cart_item_id}>{`${item.product_name}: ${item.problem_text ?? ''}`}</li>
              ))}
            </ul>
            <Link to={paths.cart}>{messages.checkout.backToCart}</Link>
          </Alert>
        ) : null}

        <Fieldset>
          <legend>{messages.checkout.addresses}</legend>
          {shippingBook.loading || billingBook.loading ? <Spinner block /> : null}
          {shippingBook.error !== undefined ? <ErrorState error={shippingBook.error} onRetry={shippingBook.reload} /> : null}
          {billingBook.data ? (
            <AddressPicker
              legend={messages.checkout.billingAddress}
              name="billing"
              addresses={billingBook.data}
              value={billingId}
              onChange={billing.input.onChange}
              error={fieldProblems.billing_address_id?.[0] ?? null}
            />
          ) : null}
          {shippingBook.data && needsShipping ? (
            <>
              <AddressPicker
                legend={messages.checkout.shippingAddress}
                name="shipping"
                addresses={shippingBook.data}
                value={shippingId}
                onChange={shipping.input.onChange}
                error={fieldProblems.shipping_address_id?.[0] ?? null}
              />
              {shippingBook.data.length === 0 && billingId ? (
                <Button variant="secondary" size="sm" onClick={() => void copyBillingToShipping()} data-testid="copy-billing">
                  {messages.checkout.useBillingAsShipping}
                </Button>
              ) : null}
            </>
          ) : null}
          <p>
            <Link to={`${paths.addresses}`} data-testid="manage-addresses">
              {billingBook.data?.length === 0 ? messages.checkout.addAddress : messages.checkout.manageAddresses}
            </Link>
          </p>
        </Fieldset>

        <Fieldset>
          <legend>{messages.checkout.delivery}</legend>
          {cart.groups.map((group) => (
            <div key={group.provider_id}>
              <ShippingChoice
                group={group}
                onChanged={onCart}
                onBusyChange={onDeliveryBusy}
              />
              {fieldProblems[`shipping.${group.provider_id}`] ? (
                <p role="alert">{fieldProblems[`shipping.${group.provider_id}`]?.[0]}</p>
              ) : null}
            </div>
          ))}
        </Fieldset>

        <Fieldset data-testid="payment-methods">
          <legend>{messages.checkout.payment}</legend>
          {methods.loading ? <Spinner /> : null}
          {methods.error !== undefined ? <ErrorState error={methods.error} onRetry={methods.reload} /> : null}
          {paymentMethods.map((entry) => (
            <Choice key={entry.code}>
              <input type="radio" name="payment" value={entry.code} checked={method === entry.code} onChange={() => form.change('payment_method', entry.code)} />
              <span>
                {entry.name}
                <small>{entry.description}</small>
              </span>
            </Choice>
          ))}
          {method === 'sepa_debit' ? (
            <SepaMandateFields
              mandateText={paymentMethods.find((entry) => entry.code === 'sepa_debit')?.mandate_text ?? ''}
              errors={fieldProblems}
            />
          ) : null}
          {method === 'invoice' && fieldProblems.payment_method ? (
            <Alert $tone="error" role="alert">
              {fieldProblems.payment_method[0]}
            </Alert>
          ) : null}
          {method === 'voucher' ? (
            <>
              <VoucherRow onSubmit={(event) => void voucherCheck.check(event)} noValidate aria-label={messages.checkout.voucher}>
                <label>
                  {messages.checkout.voucherCode}
                  <Input
                    value={voucherCheck.code}
                    onChange={(event) => voucherCheck.type(event.target.value)}
                    autoComplete="off"
                    aria-invalid={voucherCheck.error ? true : undefined}
                    data-testid="voucher-code"
                  />
                </label>
                <Button type="submit" variant="secondary" loading={voucherCheck.checking} data-testid="voucher-check">
                  {messages.checkout.voucherCheck}
                </Button>
              </VoucherRow>
              {voucherCheck.error ? (
                <Alert $tone="error" role="alert">
                  {voucherCheck.error}
                </Alert>
              ) : null}
              {voucher ? (
                <Alert $tone="success" data-testid="voucher-info">
                  {messages.checkout.voucherValid(voucher.code, formatCurrency(voucher.balance))}
                </Alert>
              ) : null}
              {voucher && due > 0 ? (
                <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid="voucher-rest">
                  <legend>{messages.checkout.voucherRest(formatCurrency(due))}</legend>
                  <Choice>
                    <input type="radio" name="rest" checked={values.rest_payment_method === 'prepayment'} onChange={() => form.change('rest_payment_method', 'prepayment')} />
                    <span>{messages.checkout.prepayment}</span>
                  </Choice>
                  <Choice>
                    <input type="radio" name="rest" checked={values.rest_payment_method === 'cash'} onChange={() => form.change('rest_payment_method', 'cash')} />
                    <span>{messages.checkout.cash}</span>
                  </Choice>
                </fieldset>
              ) : null}
            </>
          ) : null}
          {payingCash && cash.information ? (
            <ul data-testid="cash-information">
              {cash.information.providers.map((provider) => (
                <li key={provider.provider_id}>{provider.instructions}</li>
              ))}
            </ul>
          ) : null}
          {payingCash && cash.openPoints.length > 0 ? (
            <Alert $tone="warning" data-testid="cash-open-points">
              <p>{messages.checkout.openPoints}</p>
              <ul>
                {cash.openPoints.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </Fieldset>

        <Fieldset data-testid="terms">
          <legend>{messages.checkout.terms}</legend>
          {terms.loading ? <Spinner /> : null}
          {terms.error !== undefined ? <ErrorState error={terms.error} onRetry={terms.reload} /> : null}
          {terms.data ? (
            <>
              <Muted>{terms.data.terms_text}</Muted>
              {terms.data.providers.map((provider) => (
                <Notice key={provider.provider_id}>
                  <summary>{messages.checkout.withdrawalOf(provider.provider_name)}</summary>
                  <p>{provider.withdrawal_notice}</p>
                </Notice>
              ))}
              <p>
                <a href={paths.terms} target="_blank" rel="noreferrer">
                  {messages.checkout.readTerms}
                </a>
                {' · '}
                <a href={paths.withdrawal} target="_blank" rel="noreferrer">
                  {messages.checkout.readWithdrawal}
                </a>
              </p>
              <Choice>
                <input
                  type="checkbox"
                  checked={!!accepted.input.checked}
                  onChange={accepted.input.onChange}
                  required
                  aria-required="true"
                  data-testid="accept-terms"
                />
                <span>{terms.data.accept_label} *</span>
              </Choice>
            </>
          ) : null}
        </Fieldset>
      </div>

      <Summary aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{messages.checkout.summary}</h2>
        <ul>
          {cart.groups.flatMap((group) => group.items).map((item) => (
            <CartLine key={item.id} item={item} busy={false} />
          ))}
        </ul>
        <CartTotals cart={cart} />
        {voucher ? (
          <Totals>
            <dt>{messages.checkout.voucherDeduction}</dt>
            <dd>{`− ${formatCurrency(voucherShare)}`}</dd>
            <dt>{messages.checkout.amountDue}</dt>
            <dd data-testid="amount-due">{formatCurrency(due)}</dd>
          </Totals>
        ) : null}
        {errors.length > 0 ? (
          <Alert $tone="error" role="alert" data-testid="checkout-errors">
            <ErrorList>
              {errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ErrorList>
          </Alert>
        ) : null}
        <Button
          fullWidth
          size="lg"
          onClick={() => void handleSubmit()}
          loading={submitting}
          disabled={submitting || savingDelivery || cart.has_problems}
          data-testid="place-order"
        >
          {messages.checkout.placeOrder}
        </Button>
      </Summary>
    </Layout>
  );
}

/**
 * The checkout form (react-final-form): addresses, delivery per provider, payment (with voucher or SEPA mandate),
 * terms and the summary with „Zahlungspflichtig bestellen“.
 */
export function CheckoutForm({ initialCart }: { initialCart: Cart }) {
  const [cart, setCart] = useState<Cart>(initialCart);
  /** Delivery choices still being saved: the order waits for them. */
  const [savingDelivery, setSavingDelivery] = useState(0);
  const voucherCheck = useVoucher();
  const voucher = voucherCheck.voucher;
  const needsShipping = cart.groups.some((group) => group.shipping.delivery_mode === 'shipping');
  const voucherShare = voucher ? Math.min(voucher.balance, cart.totals.total) : 0;
  const due = Math.max(0, cart.totals.total - voucherShare);
  const place = usePlaceOrder({ needsShipping, voucher, due, onCart: setCart });
  const validate = useCallback(
    (values: CheckoutValues) => validateCheckout(values, { needsShipping, voucherChecked: voucher !== null }),
    [needsShipping, voucher],
  );
  const onDeliveryBusy = useCallback((busy: boolean) => setSavingDelivery((count) => Math.max(0, count + (busy ? 1 : -1))), []);
  return (
    <Form<CheckoutValues> onSubmit={place} validate={validate} initialValues={initialCheckoutValues} subscription={{}}>
      {({ handleSubmit }) => (
        <CheckoutFields
          cart={cart}
          onCart={setCart}
          voucherCheck={voucherCheck}
          due={due}
          voucherShare={voucherShare}
          needsShipping={needsShipping}
          savingDelivery={savingDelivery > 0}
          onDeliveryBusy={onDeliveryBusy}
          handleSubmit={handleSubmit}
        />
      )}
    </Form>
  );
}
