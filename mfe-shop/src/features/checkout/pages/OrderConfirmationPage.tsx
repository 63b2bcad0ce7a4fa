import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, formatDate, PageContainer, Spinner, useFetch, usePageTitle, formatCents } from '@marktplatz/shared';
import { Actions, Alert, Muted, OrderLines } from '@marktplatz/shared/kit';
import { paths } from '../../../lib/paths';
import { messages } from '../../../messages';
import { getOrder } from '../api/getOrder';
import { getPaymentTerms } from '../api/getPaymentTerms';
import type { OrderDetail, PaymentTerms } from '../types';
import { Contents } from '../../../lib/ui';
import { centsOfEuros } from '../../../lib/money';

const EndActions = styled(Actions)`
  margin-top: 24px;
`;

const Vendor = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  /* The provider's sums line up with its lines' amounts. */
  dl {
    max-width: none;
  }
`;

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  max-width: 28rem;
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .strong {
    font-weight: 700;
  }
`;

/** Amounts stay on one line. */
const AmountSums = styled(Sums)`
  dd {
    white-space: nowrap;
  }
`;

/** Bank details: values beside their labels, left aligned, and wrapping on a phone (an IBAN is long). */
const BankSums = styled(Sums)`
  grid-template-columns: auto minmax(0, 1fr);
  dd {
    text-align: start;
    overflow-wrap: anywhere;
  }
`;

/** The order's totals, under the providers' boxes and on a wide screen at their right edge like on an invoice. */
const OrderSums = styled(AmountSums)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    margin-inline-start: auto;
    padding-inline-end: ${({ theme }) => theme.space.md};
  }
`;

/** Purchase on invoice: pay by the due date to the marketplace's account; SEPA: the mandate and the debit day. */
function PaymentTermsBox({ terms }: { terms: PaymentTerms }) {
  if (terms.method === 'invoice') {
    return (
      <BankSums data-testid="payment-terms-invoice">
        <dt>{messages.order.payUntil}</dt>
        <dd className="strong">{terms.due_date_text}</dd>
        <dt>{messages.order.accountHolder}</dt>
        <dd>{terms.bank_account.account_holder}</dd>
        <dt>IBAN</dt>
        <dd>{terms.bank_account.iban}</dd>
        <dt>{messages.order.amount}</dt>
        <dd className="strong">{formatCents(centsOfEuros(terms.amount))}</dd>
        <dt>{messages.order.reference}</dt>
        <dd className="strong">{terms.reference}</dd>
      </BankSums>
    );
  }
  return (
    <>
      <p>{messages.order.sepaNotice(formatCents(centsOfEuros(terms.amount)), terms.debit_date_text)}</p>
      <BankSums data-testid="payment-terms-sepa">
        <dt>{messages.order.mandateReference}</dt>
        <dd className="strong">{terms.mandate_reference}</dd>
        <dt>{messages.order.creditorId}</dt>
        <dd>{terms.creditor_id}</dd>
        <dt>{messages.order.accountHolder}</dt>
        <dd>{terms.account_holder}</dd>
        <dt>IBAN</dt>
        <dd>{terms.iban_masked}</dd>
      </BankSums>
    </>
  );
}

function PaymentInstructions({ order }: { order: OrderDetail }) {
  const bank = order.bank_transfer;
  const deferred = order.payment_method_code === 'invoice' || order.payment_method_code === 'sepa_debit';
  const terms = useFetch(
    (signal) => (deferred ? getPaymentTerms(order.order_number, signal) : Promise.resolve(null)),
    [order.order_number, deferred],
  );
  return (
    <Alert $tone="info" data-testid="payment-instructions">
      <p>
        <strong>{messages.order.paymentInstructions}</strong>
      </p>
      <p>{messages.order.paymentMethod(order.payment_mothod)}</p>
      {terms.data ? <PaymentTermsBox terms={terms.data} /> : null}
      {bank ? (
        <BankSums>
          <dt>{messages.order.accountHolder}</dt>
          <dd>{bank.account_holder}</dd>
          <dt>IBAN</dt>
          <dd>{bank.iban}</dd>
          <dt>BIC</dt>
          <dd>{bank.bic}</dd>
          <dt>{messages.order.amount}</dt>
          <dd className="strong">{formatCents(bank.amount_cents)}</dd>
          <dt>{messages.order.reference}</dt>
          <dd className="strong">{bank.reference}</dd>
          <dt>{messages.order.payUntil}</dt>
          <dd>{formatDate(bank.due_date)}</dd>
        </BankSums>
      ) : null}
      {order.vendor_orders
        .filter((vendor) => vendor.cash_option && vendor.amount_due > 0)
        .map((vendor) => (
          <p key={vendor.id}>
            {messages.order.cashAt(vendor.provider_name, vendor.cash_option_text ?? '', formatCents(vendor.amount_due_cents))}
          </p>
        ))}
    </Alert>
  );
}

/** `/shop/order/:order_number`: what was ordered, per provider, with totals and how to pay. */
export default function OrderConfirmationPage() {
  const { order_number: orderNumber = '' } = useParams();
  usePageTitle(messages.order.title);
  const state = useFetch((signal) => getOrder(orderNumber, signal), [orderNumber]);
  if (state.loading) return <Spinner block />;
  if (state.error !== undefined || !state.data) {
    return (
      <PageContainer title={messages.order.notFound}>
        <ErrorState error={state.error} onRetry={state.reload} />
      </PageContainer>
    );
  }
  const order = state.data;
  return (
    <PageContainer title={messages.order.title}>
      <p data-testid="order-number">
        <strong>{messages.order.number(order.order_number)}</strong>
        {' · '}
        {formatDate(order.order_date)}
      </p>
      <Muted data-testid="email-sent">{messages.order.emailSent(order.customer_email)}</Muted>
      <PaymentInstructions order={order} />
      {order.vendor_orders.map((vendor) => (
        <Vendor key={vendor.id} aria-labelledby={`vendor-${vendor.id}`} data-testid="vendor-order">
          <h2 id={`vendor-${vendor.id}`}>{messages.order.vendorOrder(vendor.provider_name)}</h2>
          <Muted>
            {messages.order.vendorNumber(vendor.vendor_order_number)} · {vendor.delivery_mode_text}
            {vendor.shipping_method_name ? ` (${vendor.shipping_method_name})` : ''}
            {vendor.pickup_address ? ` – ${vendor.pickup_address}` : ''}
          </Muted>
          <OrderLines items={vendor.items} />
          <AmountSums>
            <dt>{messages.cart.subtotal}</dt>
            <dd>{formatCents(vendor.items_total_cents)}</dd>
            <dt>{messages.cart.shipping}</dt>
            <dd>{formatCents(vendor.shipping_cents)}</dd>
            <dt className="strong">{messages.cart.groupTotal}</dt>
            <dd className="strong">{formatCents(vendor.total_cents)}</dd>
          </AmountSums>
        </Vendor>
      ))}
      <OrderSums data-testid="order-totals">
        <dt>{messages.cart.subtotal}</dt>
        <dd>{formatCents(order.items_total_cents)}</dd>
        <dt>{messages.cart.shipping}</dt>
        <dd>{formatCents(order.shipping_total_cents)}</dd>
        <dt className="strong">{messages.cart.total}</dt>
        <dd className="strong">{formatCents(order.total_cents)}</dd>
        {order.vat.map((line) => (
          <Contents key={line.rate}>
            <dt>{messages.cart.vatLine(line.rate)}</dt>
            <dd>{formatCents(line.tax_cents)}</dd>
          </Contents>
        ))}
        {order.voucher_amount > 0 ? (
          <>
            <dt>{messages.order.voucher(order.voucher_code ?? '')}</dt>
            <dd>{`− ${formatCents(order.voucher_amount_cents)}`}</dd>
            <dt className="strong">{messages.checkout.amountDue}</dt>
            <dd className="strong">{formatCents(order.amount_due_cents)}</dd>
          </>
        ) : null}
      </OrderSums>
      <EndActions>
        <Link to="/orders">{messages.order.toOrders}</Link>
        <Link to={paths.home}>{messages.order.continueShopping}</Link>
      </EndActions>
    </PageContainer>
  );
}
