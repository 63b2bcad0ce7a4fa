/**
 * The payment state of a customer order: ONE pure function of the order's money facts, read by every screen,
 * e-mail and invoice text (orders README „Payment state“). Amounts in integer cents.
 *
 * - `owed` = total − cancelled vendor orders − credits (refunds the provider agreed to, declared Widerrufe): what the
 *   customer has to pay for what they keep.
 * - `paid` = money received (voucher included).
 * - `due` = owed − paid when positive. A refund or Widerruf of an UNPAID part so lowers what is due; it never
 *   creates money to pay back.
 * - money to pay back exists only when paid > owed (overpaid); `refunded` = what of it went back (refunds marked
 *   refunded, never more than the overpayment), `to_refund` = the rest.
 */

export const PAYMENT_STATES = ['paid', 'partly_paid', 'due', 'to_refund', 'refunded', 'nothing_due'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The older, coarser `payment_status` (spec field, provider filter, stored column). */
export type LegacyPaymentStatus = 'pending' | 'partially_paid' | 'paid' | 'refunded';

export type RefundFactStatus = 'requested' | 'accepted' | 'refunded' | 'rejected' | 'cancelled';

export interface PaymentVendorFacts {
  id: number;
  totalCents: number;
  /** The voucher's share of this vendor order. */
  voucherCents: number;
  cancelled: boolean;
}

export interface PaymentRefundFacts {
  vendorOrderId: number;
  status: RefundFactStatus;
  /** What was asked for. */
  requestedCents: number;
  /** What the provider accepted (null before the decision). */
  amountCents: number | null;
  /** The refund of a declared Widerruf: the contract is undone at the declaration, so it counts before a decision. */
  withdrawal: boolean;
}

export interface PaymentFacts {
  /** Money received from the customer, the voucher included. */
  paidCents: number;
  vendors: PaymentVendorFacts[];
  refunds: PaymentRefundFacts[];
}

export interface VendorPayment {
  id: number;
  /** What this vendor order is still worth after credits (0 when cancelled). */
  owedCents: number;
  creditedCents: number;
  /**
   * What this vendor order still collects (cash on pickup or delivery): its owed amount less its voucher share
   * while the order has anything due; 0 once the rest was received.
   */
  dueCents: number;
}

export interface OrderPayment {
  state: PaymentState;
  totalCents: number;
  /** Cancelled vendor orders plus credits (refunds agreed, Widerrufe declared). */
  creditedCents: number;
  /** total − credited. */
  owedCents: number;
  paidCents: number;
  /** Money that went back to the customer. */
  refundedCents: number;
  dueCents: number;
  toRefundCents: number;
  vendors: VendorPayment[];
}

/** The cents a refund takes off the price: agreed (accepted, refunded) or a declared Widerruf not yet decided. */
export function refundCreditCents(refund: PaymentRefundFacts): number {
  if (refund.status === 'accepted' || refund.status === 'refunded') return refund.amountCents ?? refund.requestedCents;
  if (refund.status === 'requested' && refund.withdrawal) return refund.requestedCents;
  return 0;
}

export function orderPayment(facts: PaymentFacts): OrderPayment {
  const vendors = facts.vendors.map((vendor): VendorPayment => {
    if (vendor.cancelled) return { id: vendor.id, owedCents: 0, creditedCents: vendor.totalCents, dueCents: 0 };
    const credits = facts.refunds
      .filter((refund) => refund.vendorOrderId === vendor.id)
      .reduce((sum, refund) => sum + refundCreditCents(refund), 0);
    const credited = Math.min(vendor.totalCents, credits);
    return { id: vendor.id, owedCents: vendor.totalCents - credited, creditedCents: credited, dueCents: 0 };
  });
  const totalCents = facts.vendors.reduce((sum, vendor) => sum + vendor.totalCents, 0);
  const creditedCents = vendors.reduce((sum, vendor) => sum + vendor.creditedCents, 0);
  const owedCents = totalCents - creditedCents;
  const paidCents = Math.max(0, facts.paidCents);
  const overpaid = Math.max(0, paidCents - owedCents);
  const markedRefunded = facts.refunds
    .filter((refund) => refund.status === 'refunded')
    .reduce((sum, refund) => sum + (refund.amountCents ?? refund.requestedCents), 0);
  const refundedCents = Math.min(markedRefunded, overpaid);
  const toRefundCents = overpaid - refundedCents;
  const dueCents = Math.max(0, owedCents - paidCents);
  if (dueCents > 0) {
    for (const [index, vendor] of vendors.entries())
      vendor.dueCents = Math.max(0, vendor.owedCents - (facts.vendors[index]?.voucherCents ?? 0));
  }
  let state: PaymentState;
  if (toRefundCents > 0) state = 'to_refund';
  else if (dueCents > 0) state = paidCents > 0 ? 'partly_paid' : 'due';
  else if (refundedCents > 0) state = 'refunded';
  else if (paidCents > 0) state = 'paid';
  else state = 'nothing_due';
  return { state, totalCents, creditedCents, owedCents, paidCents, refundedCents, dueCents, toRefundCents, vendors };
}

/** German text of a state (`refunded` of a part: „Teilweise erstattet“). */
export function paymentStateText(payment: Pick<OrderPayment, 'state' | 'owedCents'>): string {
  switch (payment.state) {
    case 'paid':
      return 'Bezahlt';
    case 'partly_paid':
      return 'Teilweise bezahlt';
    case 'due':
      return 'Zahlung ausstehend';
    case 'to_refund':
      return 'Erstattung ausstehend';
    case 'refunded':
      return payment.owedCents > 0 ? 'Teilweise erstattet' : 'Erstattet';
    case 'nothing_due':
      return 'Nichts zu zahlen';
  }
}

/** The coarse `payment_status` of the same state (kept for the spec field and the providers' payment filter). */
export function legacyPaymentStatus(payment: Pick<OrderPayment, 'state' | 'owedCents'>): LegacyPaymentStatus {
  switch (payment.state) {
    case 'due':
      return 'pending';
    case 'partly_paid':
      return 'partially_paid';
    case 'refunded':
      return payment.owedCents > 0 ? 'paid' : 'refunded';
    default:
      return 'paid';
  }
}
