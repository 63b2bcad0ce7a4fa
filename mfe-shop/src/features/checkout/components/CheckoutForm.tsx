import { useCallback, useEffect, useState } from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, Spinner, errorMessage, notify } from '@marktplatz/shared';
import { Alert, Fieldset, Muted } from '@marktplatz/shared/kit';
import type { Cart } from '../../../entities/cart';
import { paths } from '../../../lib/paths';
import { messages } from '../../../messages';
import { ShippingChoice } from '../../cart';
import { setShippingFromBilling } from '../api/setShippingFromBilling';
import { MANDATE_FIELDS, initialCheckoutValues, isPayingCash, validateCheckout, type CheckoutValues } from '../lib/checkoutValues';
import { useCashPayment } from '../hooks/useCashPayment';
import { useCheckoutBooks, usePreselectedAddress } from '../hooks/useCheckoutBooks';
import { useDeliveryArea } from '../hooks/useDeliveryArea';
import { usePlaceOrder, type PlaceErrors } from '../hooks/usePlaceOrder';
import { useVoucher } from '../hooks/useVoucher';
import { AddressPicker } from './AddressPicker';
import { Choice } from './Choice';
import { NewAddressDialog } from './NewAddressDialog';
import { OrderSummary } from './OrderSummary';
import { SepaMandateFields } from './SepaMandateFields';
import { VoucherFields } from './VoucherFields';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(22rem, 27rem);
    align-items: start;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: minmax(0, 1fr) 28rem;
  }
`;

const AddressActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
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
  dueCents: number;
  voucherShareCents: number;
  needsShipping: boolean;
  savingDelivery: boolean;
  onDeliveryBusy: (busy: boolean) => void;
  handleSubmit: () => Promise<unknown> | undefined;
}

function CheckoutFields({
  cart,
  onCart,
  voucherCheck,
  dueCents,
  voucherShareCents,
  needsShipping,
  savingDelivery,
  onDeliveryBusy,
  handleSubmit,
}: FieldsProps) {
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
  const [adding, setAdding] = useState<'billing' | 'shipping' | null>(null);

  // A new address from the dialog: the book is read again and the address chosen; a billing address marked „Auch als
  // Lieferadresse verwenden“ is copied into the shipping book and chosen there too when the order is shipped.
  const chooseNewAddress = async (book: 'billing' | 'shipping', id: number, alsoShipping: boolean) => {
    setAdding(null);
    if (book === 'shipping') {
      shippingBook.reload();
      shipping.input.onChange(id);
      return;
    }
    billingBook.reload();
    billing.input.onChange(id);
    if (alsoShipping && needsShipping) {
      try {
        const copy = await setShippingFromBilling(id);
        shippingBook.reload();
        shipping.input.onChange(copy.id);
      } catch (error) {
        notify.error(errorMessage(error));
      }
    }
  };

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

  // Only what every group of the cart allows (a restaurant's food: cash or voucher), never one the order refuses.
  const allowed = cart.payment_methods;
  const paymentMethods = (methods.data ?? []).filter((entry) => (allowed as readonly string[]).includes(entry.code));
  const allowPrepayment = allowed.includes('prepayment');
  useEffect(() => {
    if (method && !(allowed as readonly string[]).includes(method)) form.change('payment_method', '');
    if (!allowPrepayment && values.rest_payment_method === 'prepayment') form.change('rest_payment_method', 'cash');
  }, [allowed, allowPrepayment, method, values.rest_payment_method, form]);
  // The restaurants' delivery area, checked when the address is chosen (the order would use the shipping address,
  // else the billing address).
  const chosenAddress =
    (shippingId ? shippingBook.data?.find((address) => address.id === shippingId) : undefined) ??
    (billingId ? billingBook.data?.find((address) => address.id === billingId) : undefined);
  const outsideArea = useDeliveryArea(cart, chosenAddress?.zip ?? null);
  const areaProblem = outsideArea.length > 0 ? outsideArea.join(' ') : null;
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
                error={fieldProblems.shipping_address_id?.[0] ?? areaProblem}
              />
              {shippingBook.data.length === 0 && billingId ? (
                <Button variant="secondary" size="sm" onClick={() => void copyBillingToShipping()} data-testid="copy-billing">
                  {messages.checkout.useBillingAsShipping}
                </Button>
              ) : null}
            </>
          ) : null}
          {billingBook.data ? (
            <AddressActions>
              <Button variant="secondary" size="sm" onClick={() => setAdding('billing')} data-testid="add-billing-address">
                {billingBook.data.length === 0 ? messages.checkout.addAddress : messages.checkout.addBillingAddress}
              </Button>
              {needsShipping && shippingBook.data && billingBook.data.length > 0 ? (
                <Button variant="secondary" size="sm" onClick={() => setAdding('shipping')} data-testid="add-shipping-address">
                  {messages.checkout.addShippingAddress}
                </Button>
              ) : null}
              {billingBook.data.length > 0 ? (
                <Link to={`${paths.addresses}`} data-testid="manage-addresses">
                  {messages.checkout.manageAddresses}
                </Link>
              ) : null}
            </AddressActions>
          ) : null}
          <NewAddressDialog book={adding} onClose={() => setAdding(null)} onSaved={chooseNewAddress} />
        </Fieldset>

        <Fieldset>
          <legend>{messages.checkout.delivery}</legend>
          {cart.groups.map((group) => (
            <div key={group.provider_id}>
              <ShippingChoice group={group} onChanged={onCart} onBusyChange={onDeliveryBusy} />
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
              <input
                type="radio"
                name="payment"
                value={entry.code}
                checked={method === entry.code}
                onChange={() => form.change('payment_method', entry.code)}
              />
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
            <VoucherFields voucherCheck={voucherCheck} dueCents={dueCents} allowPrepayment={allowPrepayment} />
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

      <OrderSummary cart={cart} voucher={voucher} voucherShareCents={voucherShareCents} dueCents={dueCents} errors={errors}>
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
      </OrderSummary>
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
  const voucherShareCents = voucher ? Math.min(voucher.balance_cents, cart.totals.total_cents) : 0;
  const dueCents = Math.max(0, cart.totals.total_cents - voucherShareCents);
  const place = usePlaceOrder({ needsShipping, voucher, dueCents, onCart: setCart });
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
          dueCents={dueCents}
          voucherShareCents={voucherShareCents}
          needsShipping={needsShipping}
          savingDelivery={savingDelivery > 0}
          onDeliveryBusy={onDeliveryBusy}
          handleSubmit={handleSubmit}
        />
      )}
    </Form>
  );
}
