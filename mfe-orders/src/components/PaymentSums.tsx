import { formatCurrency } from '@marktplatz/shared';
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
          <dd>− {formatCurrency(payment.credited)}</dd>
          <dt>{messages.customer.owed}</dt>
          <dd>{formatCurrency(payment.owed)}</dd>
        </>
      ) : null}
      {payment.paid > 0 ? (
        <>
          <dt>{withVoucher ? messages.customer.paidWithVoucher : messages.customer.paid}</dt>
          <dd>{formatCurrency(payment.paid)}</dd>
        </>
      ) : null}
      {payment.refunded > 0 ? (
        <>
          <dt>{messages.customer.refunded}</dt>
          <dd>{formatCurrency(payment.refunded)}</dd>
        </>
      ) : null}
      {payment.to_refund > 0 ? (
        <>
          <dt className="strong">{messages.customer.toRefund}</dt>
          <dd className="strong">{formatCurrency(payment.to_refund)}</dd>
        </>
      ) : (
        <>
          <dt className="strong">{messages.customer.amountDue}</dt>
          <dd className="strong">{formatCurrency(payment.due)}</dd>
        </>
      )}
    </Sums>
  );
}
