import { formatCents } from '@marktplatz/shared';
import type { OrderPayment } from '../lib/types';
import { messages } from '../messages';
import { Sums } from './OrderParts';

/**
 * The order's payment state (one function of the order's facts in the API): credits, what was paid and paid back,
 * and exactly one of „Noch zu zahlen“ or „Wird erstattet“ when anything is open — never both, never beside „Bezahlt“.
 */
export function PaymentSums({ payment, withVoucher = false }: { payment: OrderPayment; withVoucher?: boolean }) {
  return (
    <Sums aria-label={messages.customer.paymentBox} data-testid="payment-sums" data-state={payment.state}>
      {payment.credited > 0 ? (
        <>
          <dt>{messages.customer.credited}</dt>
          <dd>− {formatCents(payment.credited_cents)}</dd>
          <dt>{messages.customer.owed}</dt>
          <dd>{formatCents(payment.owed_cents)}</dd>
        </>
      ) : null}
      {payment.paid > 0 ? (
        <>
          <dt>{withVoucher ? messages.customer.paidWithVoucher : messages.customer.paid}</dt>
          <dd>{formatCents(payment.paid_cents)}</dd>
        </>
      ) : null}
      {payment.refunded > 0 ? (
        <>
          <dt>{messages.customer.refunded}</dt>
          <dd>{formatCents(payment.refunded_cents)}</dd>
        </>
      ) : null}
      {payment.to_refund > 0 ? (
        <>
          <dt className="strong">{messages.customer.toRefund}</dt>
          <dd className="strong">{formatCents(payment.to_refund_cents)}</dd>
        </>
      ) : (
        <>
          <dt className="strong">{messages.customer.amountDue}</dt>
          <dd className="strong">{formatCents(payment.due_cents)}</dd>
        </>
      )}
    </Sums>
  );
}
