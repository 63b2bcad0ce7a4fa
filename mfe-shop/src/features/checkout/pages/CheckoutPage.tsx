import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  Input,
  PageContainer,
  Spinner,
  errorMessage,
  formatCurrency,
  notify,
  useAuth,
  useFetch,
} from '@marktplatz/shared';
import { CartLine, CartTotals, getCart, ShippingChoice } from '../../cart';
import type { Cart } from '../../../entities/cart';
import { fieldErrors } from '../../../lib/fieldErrors';
import { announceCartChange, forgetCartKey, getCartKey } from '../../../lib/cartKey';
import { paths } from '../../../lib/paths';
import { Alert, ButtonLink, Fieldset, Muted } from '../../../lib/ui';
import { usePageTitle } from '../../../lib/usePageTitle';
import { messages } from '../../../messages';
import {
  getCartTerms,
  getCashOrderInformation,
  getCashOrderPreview,
  getCashPayments,
  getPaymentMethods,
  getRemainingItems,
  getVoucherInfo,
  listAddresses,
  orderCheckout,
  orderConfirmed,
  placeByCash,
  placeByInvoice,
  placeByPrepayment,
  placeBySepa,
  placeByVoucher,
  setCashPayment,
  setShippingFromBilling,
  type PlaceInput,
} from '../api/checkout';
import { AddressPicker } from '../components/AddressPicker';
import type { Address, PaymentMethod, Voucher } from '../types';
import { looksLikeIban, SepaMandateFields, type SepaMandate } from '../components/SepaMandateFields';

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

type MethodCode = PaymentMethod['code'];

function defaultOf(addresses: readonly Address[], stored: number | null): number | null {
  if (stored && addresses.some((address) => address.id === stored)) return stored;
  return (addresses.find((address) => !!address.is_default) ?? addresses[0])?.id ?? null;
}

function isConflict(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'CONFLICT';
}

function CheckoutForm({ initialCart }: { initialCart: Cart }) {
  const navigate = useNavigate();
  const [cart, setCart] = useState<Cart>(initialCart);
  const shippingBook = useFetch((signal) => listAddresses('shipping', signal), []);
  const billingBook = useFetch((signal) => listAddresses('billing', signal), []);
  const methods = useFetch((signal) => getPaymentMethods(signal), []);
  const terms = useFetch((signal) => getCartTerms(signal), []);
  const remaining = useFetch((signal) => getRemainingItems(signal), [cart]);
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [billingId, setBillingId] = useState<number | null>(null);
  const [method, setMethod] = useState<MethodCode | ''>('');
  const [voucherCode, setVoucherCode] = useState('');
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [checkingVoucher, setCheckingVoucher] = useState(false);
  const [restMethod, setRestMethod] = useState<'prepayment' | 'cash'>('prepayment');
  const [mandate, setMandate] = useState<SepaMandate>({ iban: '', accountHolder: '', accepted: false });
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);
  /** Delivery choices still being saved: the order waits for them. */
  const [savingDelivery, setSavingDelivery] = useState(0);
  const submittingRef = useRef(false);
  const payingCash = method === 'cash' || (method === 'voucher' && restMethod === 'cash');
  const cashInfo = useFetch(
    (signal) => (payingCash ? getCashOrderInformation(voucher?.code, signal) : Promise.resolve(null)),
    [payingCash, cart, voucher?.code],
  );
  const cashPreview = useFetch(
    (signal) => (payingCash ? getCashOrderPreview(voucher?.code, signal) : Promise.resolve(null)),
    [payingCash, cart, voucher?.code, shippingId, billingId],
  );
  const openPoints = cashPreview.data ? Object.values(cashPreview.data.problems).flat() : [];

  useEffect(() => {
    if (shippingBook.data) setShippingId((current) => current ?? defaultOf(shippingBook.data ?? [], cart.shipping_address_id));
  }, [shippingBook.data, cart.shipping_address_id]);
  useEffect(() => {
    if (billingBook.data) setBillingId((current) => current ?? defaultOf(billingBook.data ?? [], cart.billing_address_id));
  }, [billingBook.data, cart.billing_address_id]);

  const needsShipping = cart.groups.some((group) => group.shipping.delivery_mode === 'shipping');
  const voucherShare = voucher ? Math.min(voucher.balance, cart.totals.total) : 0;
  const due = Math.max(0, cart.totals.total - voucherShare);

  const checkVoucher = async (event: FormEvent) => {
    event.preventDefault();
    const code = voucherCode.trim();
    if (!code) {
      setVoucherError(messages.checkout.voucherMissing);
      return;
    }
    setCheckingVoucher(true);
    setVoucherError(null);
    try {
      setVoucher(await getVoucherInfo(code));
    } catch (error) {
      setVoucher(null);
      setVoucherError(errorMessage(error));
    } finally {
      setCheckingVoucher(false);
    }
  };

  const copyBillingToShipping = async () => {
    if (!billingId) return;
    try {
      const copy = await setShippingFromBilling(billingId);
      shippingBook.reload();
      setShippingId(copy.id);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const finish = (orderNumber: string) => {
    forgetCartKey();
    announceCartChange({ count: 0 });
    notify.success(messages.checkout.ordered);
    navigate(paths.order(orderNumber), { replace: true });
  };

  const place = async () => {
    if (submittingRef.current) return;
    const problems: string[] = [];
    if (!billingId) problems.push(messages.checkout.chooseBilling);
    if (needsShipping && !shippingId) problems.push(messages.checkout.chooseAddress);
    if (!method) problems.push(messages.checkout.choosePayment);
    if (method === 'voucher' && !voucher) problems.push(messages.checkout.checkVoucherFirst);
    const mandateProblems: Record<string, string[]> = {};
    if (method === 'sepa_debit') {
      if (mandate.accountHolder.trim().length < 2) mandateProblems.account_holder = [messages.checkout.accountHolderMissing];
      if (!looksLikeIban(mandate.iban)) mandateProblems.iban = [messages.checkout.ibanInvalid];
      if (!mandate.accepted) mandateProblems.mandate_accepted = [messages.checkout.mandateMissing];
      problems.push(...Object.values(mandateProblems).flat());
    }
    if (!accepted) problems.push(messages.checkout.termsRequired);
    setErrors(problems);
    setFieldProblems(mandateProblems);
    if (problems.length > 0) return;

    submittingRef.current = true;
    setSubmitting(true);
    const cartKey = getCartKey();
    const choice = {
      ...(shippingId && needsShipping ? { shipping_address_id: shippingId } : {}),
      ...(billingId ? { billing_address_id: billingId } : {}),
    };
    try {
      await orderCheckout(choice);
      if (payingCash) {
        for (const group of await getCashPayments()) {
          const option = group.selected ?? group.options[0]?.value;
          if (option) await setCashPayment(group.provider_id, option);
        }
      }
      const input: PlaceInput = { ...choice, accept_terms: true };
      let result;
      if (method === 'voucher' && voucher) {
        result = await placeByVoucher({ ...input, voucher_code: voucher.code, ...(due > 0 ? { rest_payment_method: restMethod } : {}) });
      } else if (method === 'cash') {
        result = await placeByCash(input);
      } else if (method === 'invoice') {
        result = await placeByInvoice(input);
      } else if (method === 'sepa_debit') {
        result = await placeBySepa({ ...input, iban: mandate.iban, account_holder: mandate.accountHolder.trim(), mandate_accepted: mandate.accepted });
      } else {
        result = await placeByPrepayment(input);
      }
      finish(result.order_number);
    } catch (error) {
      if (isConflict(error) && cartKey) {
        try {
          const order = await orderConfirmed(cartKey);
          finish(order.order_number);
          return;
        } catch {
          // not an already placed order: show the conflict below
        }
      }
      const byField = fieldErrors(error) ?? {};
      setFieldProblems(byField);
      const list = Object.values(byField).flat();
      setErrors(list.length > 0 ? list : [errorMessage(error)]);
      notify.error(errorMessage(error));
      getCart().then(setCart, () => undefined);
      submittingRef.current = false;
      setSubmitting(false);
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
              onChange={setBillingId}
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
                onChange={setShippingId}
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
                onChanged={setCart}
                onBusyChange={(busy) => setSavingDelivery((count) => Math.max(0, count + (busy ? 1 : -1)))}
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
              <input type="radio" name="payment" value={entry.code} checked={method === entry.code} onChange={() => setMethod(entry.code)} />
              <span>
                {entry.name}
                <small>{entry.description}</small>
              </span>
            </Choice>
          ))}
          {method === 'sepa_debit' ? (
            <SepaMandateFields
              value={mandate}
              onChange={setMandate}
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
              <VoucherRow onSubmit={checkVoucher} noValidate aria-label={messages.checkout.voucher}>
                <label>
                  {messages.checkout.voucherCode}
                  <Input
                    value={voucherCode}
                    onChange={(event) => {
                      setVoucherCode(event.target.value);
                      setVoucher(null);
                    }}
                    autoComplete="off"
                    aria-invalid={voucherError ? true : undefined}
                    data-testid="voucher-code"
                  />
                </label>
                <Button type="submit" variant="secondary" loading={checkingVoucher} data-testid="voucher-check">
                  {messages.checkout.voucherCheck}
                </Button>
              </VoucherRow>
              {voucherError ? (
                <Alert $tone="error" role="alert">
                  {voucherError}
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
                    <input type="radio" name="rest" checked={restMethod === 'prepayment'} onChange={() => setRestMethod('prepayment')} />
                    <span>{messages.checkout.prepayment}</span>
                  </Choice>
                  <Choice>
                    <input type="radio" name="rest" checked={restMethod === 'cash'} onChange={() => setRestMethod('cash')} />
                    <span>{messages.checkout.cash}</span>
                  </Choice>
                </fieldset>
              ) : null}
            </>
          ) : null}
          {payingCash && cashInfo.data ? (
            <ul data-testid="cash-information">
              {cashInfo.data.providers.map((provider) => (
                <li key={provider.provider_id}>{provider.instructions}</li>
              ))}
            </ul>
          ) : null}
          {payingCash && openPoints.length > 0 ? (
            <Alert $tone="warning" data-testid="cash-open-points">
              <p>{messages.checkout.openPoints}</p>
              <ul>
                {openPoints.map((text) => (
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
                  checked={accepted}
                  onChange={(event) => setAccepted(event.target.checked)}
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
          onClick={() => void place()}
          loading={submitting}
          disabled={submitting || savingDelivery > 0 || cart.has_problems}
          data-testid="place-order"
        >
          {messages.checkout.placeOrder}
        </Button>
      </Summary>
    </Layout>
  );
}

/** `/shop/checkout` (customers): addresses, delivery per provider, payment, terms and „Zahlungspflichtig bestellen“. */
export default function CheckoutPage() {
  usePageTitle(messages.checkout.title);
  const { role } = useAuth();
  const cart = useFetch((signal) => getCart(signal), []);
  let body;
  if (role !== 'User') body = <EmptyState title={messages.checkout.customersOnly} />;
  else if (cart.loading) body = <Spinner block />;
  else if (cart.error !== undefined || !cart.data) body = <ErrorState error={cart.error} onRetry={cart.reload} />;
  else if (cart.data.groups.length === 0) {
    body = <EmptyState title={messages.checkout.emptyCart} action={<ButtonLink to={paths.home}>{messages.cart.toShop}</ButtonLink>} />;
  } else body = <CheckoutForm initialCart={cart.data} />;
  return <PageContainer title={messages.checkout.title}>{body}</PageContainer>;
}
