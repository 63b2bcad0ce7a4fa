import {
  legacyPaymentStatus,
  orderPayment,
  type PaymentFacts,
  type PaymentRefundFacts,
  type PaymentState,
  paymentStateText,
} from './payment-state';

/*
 * One order of two vendor orders: A 49,94 € (id 1) and B 44,95 € (id 2), 94,89 € in all. Partial: a line of A for
 * 15,00 € (refund, Widerruf) or vendor order B (cancellation); whole: everything.
 */
const A = { id: 1, totalCents: 4994 };
const B = { id: 2, totalCents: 4495 };
const TOTAL = 9489;

type Method = 'prepayment' | 'invoice' | 'sepa_debit' | 'cash' | 'voucher' | 'voucher+prepayment';
type Paid = 'paid' | 'unpaid';
type Action = 'refund' | 'withdrawal' | 'cancellation';
type Scope = 'partial' | 'whole';
/** `open`: agreed or declared, money not yet back; `settled`: the provider marked the refund refunded. */
type Step = 'open' | 'settled';

/** The voucher's share per vendor order (3000 in all for „voucher + prepayment“, everything for „voucher“). */
function vouchers(method: Method): [number, number] {
  if (method === 'voucher') return [A.totalCents, B.totalCents];
  if (method === 'voucher+prepayment') return [1579, 1421];
  return [0, 0];
}

function facts(method: Method, paid: Paid, action: Action, scope: Scope, step: Step): PaymentFacts {
  const [voucherA, voucherB] = vouchers(method);
  const voucher = voucherA + voucherB;
  const paidCents = paid === 'paid' ? TOTAL : voucher;
  const cancelled = action === 'cancellation' ? (scope === 'whole' ? [A.id, B.id] : [B.id]) : [];
  const vendors = [
    { ...A, voucherCents: voucherA, cancelled: cancelled.includes(A.id) },
    { ...B, voucherCents: voucherB, cancelled: cancelled.includes(B.id) },
  ];
  const status: PaymentRefundFacts['status'] = step === 'settled' ? 'refunded' : action === 'withdrawal' ? 'requested' : 'accepted';
  const refund = (vendorOrderId: number, cents: number): PaymentRefundFacts => ({
    vendorOrderId,
    status,
    requestedCents: cents,
    amountCents: status === 'requested' ? null : cents,
    withdrawal: action === 'withdrawal',
  });
  let refunds: PaymentRefundFacts[];
  if (action === 'cancellation') {
    // A cancellation refunds only what is overpaid after it (the orders service creates it so): nothing when the
    // voucher still counts against what is left.
    const cancelledCents = cancelled.reduce((sum, id) => sum + (id === A.id ? A.totalCents : B.totalCents), 0);
    const paidFor = Math.max(0, paidCents - (TOTAL - cancelledCents));
    refunds = paidFor > 0 ? [refund(B.id, paidFor)] : [];
  } else {
    refunds = scope === 'whole' ? [refund(A.id, A.totalCents), refund(B.id, B.totalCents)] : [refund(A.id, 1500)];
  }
  return { paidCents, vendors, refunds };
}

interface Expected {
  state: PaymentState;
  owed: number;
  paid: number;
  due: number;
  toRefund: number;
  refunded: number;
  text: string;
  legacy: string;
}

/** What each case must give; the method only decides how much was paid (voucher) — not the rules. */
function expected(method: Method, paid: Paid, action: Action, scope: Scope, step: Step): Expected {
  const voucher = vouchers(method)[0] + vouchers(method)[1];
  const paidCents = paid === 'paid' ? TOTAL : voucher;
  const reduction = scope === 'whole' ? TOTAL : action === 'cancellation' ? B.totalCents : 1500;
  const owed = TOTAL - reduction;
  const table: Record<string, Omit<Expected, 'owed' | 'paid'>> = {
    // Nothing paid: the refund or Widerruf lowers what is due; nothing is to be paid back.
    'unpaid-partial': { state: 'due', due: owed, toRefund: 0, refunded: 0, text: 'Zahlung ausstehend', legacy: 'pending' },
    'unpaid-whole': { state: 'nothing_due', due: 0, toRefund: 0, refunded: 0, text: 'Nichts zu zahlen', legacy: 'paid' },
    // The voucher paid 30,00 €: it counts against what is left.
    'voucher-partial': {
      state: 'partly_paid',
      due: owed - 3000,
      toRefund: 0,
      refunded: 0,
      text: 'Teilweise bezahlt',
      legacy: 'partially_paid',
    },
    'voucher-whole-open': { state: 'to_refund', due: 0, toRefund: 3000, refunded: 0, text: 'Erstattung ausstehend', legacy: 'paid' },
    'voucher-whole-settled': { state: 'refunded', due: 0, toRefund: 0, refunded: 3000, text: 'Erstattet', legacy: 'refunded' },
    // Everything paid: the reduction is money to pay back until the provider marks it refunded.
    'paid-partial-open': { state: 'to_refund', due: 0, toRefund: reduction, refunded: 0, text: 'Erstattung ausstehend', legacy: 'paid' },
    'paid-partial-settled': { state: 'refunded', due: 0, toRefund: 0, refunded: reduction, text: 'Teilweise erstattet', legacy: 'paid' },
    'paid-whole-open': { state: 'to_refund', due: 0, toRefund: TOTAL, refunded: 0, text: 'Erstattung ausstehend', legacy: 'paid' },
    'paid-whole-settled': { state: 'refunded', due: 0, toRefund: 0, refunded: TOTAL, text: 'Erstattet', legacy: 'refunded' },
  };
  const kind = paid === 'paid' ? 'paid' : voucher > 0 ? 'voucher' : 'unpaid';
  const key = kind === 'unpaid' || (kind === 'voucher' && scope === 'partial') ? `${kind}-${scope}` : `${kind}-${scope}-${step}`;
  const row = table[key];
  if (!row) throw new Error(`no expectation for ${key}`);
  return { ...row, owed, paid: paidCents };
}

const METHODS: Method[] = ['prepayment', 'invoice', 'sepa_debit', 'cash', 'voucher', 'voucher+prepayment'];
const cases: [Method, Paid, Action, Scope, Step][] = [];
for (const method of METHODS)
  for (const paid of ['paid', 'unpaid'] as Paid[])
    for (const action of ['refund', 'withdrawal', 'cancellation'] as Action[])
      for (const scope of ['partial', 'whole'] as Scope[])
        for (const step of ['open', 'settled'] as Step[]) {
          // A voucher that paid everything leaves nothing unpaid.
          if (method === 'voucher' && paid === 'unpaid') continue;
          cases.push([method, paid, action, scope, step]);
        }

describe('payment state of an order', () => {
  it.each(cases)('%s, %s, %s (%s, %s)', (method, paid, action, scope, step) => {
    const payment = orderPayment(facts(method, paid, action, scope, step));
    const want = expected(method, paid, action, scope, step);
    expect({
      state: payment.state,
      owed: payment.owedCents,
      paid: payment.paidCents,
      due: payment.dueCents,
      toRefund: payment.toRefundCents,
      refunded: payment.refundedCents,
      text: paymentStateText(payment),
      legacy: legacyPaymentStatus(payment),
    }).toEqual(want);
    // The figures always add up: owed = paid − refunded − to refund + due.
    expect(payment.owedCents).toBe(payment.paidCents - payment.refundedCents - payment.toRefundCents + payment.dueCents);
    expect(payment.totalCents).toBe(TOTAL);
  });

  it('reads an untouched order by what was paid: due, partly paid (voucher), paid', () => {
    const vendors = [{ ...A, voucherCents: 0, cancelled: false }];
    expect(orderPayment({ paidCents: 0, vendors, refunds: [] })).toMatchObject({ state: 'due', dueCents: 4994, toRefundCents: 0 });
    expect(orderPayment({ paidCents: 1000, vendors, refunds: [] })).toMatchObject({ state: 'partly_paid', dueCents: 3994 });
    expect(orderPayment({ paidCents: 4994, vendors, refunds: [] })).toMatchObject({ state: 'paid', dueCents: 0, toRefundCents: 0 });
  });

  it('gives each vendor order what it still collects (owed less its voucher share) until the rest was received', () => {
    const vendors = [
      { ...A, voucherCents: 1579, cancelled: false },
      { ...B, voucherCents: 1421, cancelled: false },
    ];
    const refunds = [{ vendorOrderId: A.id, status: 'accepted' as const, requestedCents: 1000, amountCents: 1000, withdrawal: false }];
    expect(orderPayment({ paidCents: 3000, vendors, refunds }).vendors.map((vendor) => vendor.dueCents)).toEqual([2415, 3074]);
    expect(orderPayment({ paidCents: 8489, vendors, refunds }).vendors.map((vendor) => vendor.dueCents)).toEqual([0, 0]);
  });

  it('does not count a refund that is only requested (not a Widerruf), rejected or withdrawn', () => {
    const vendors = [{ ...A, voucherCents: 0, cancelled: false }];
    for (const status of ['requested', 'rejected', 'cancelled'] as const) {
      const payment = orderPayment({
        paidCents: 0,
        vendors,
        refunds: [{ vendorOrderId: A.id, status, requestedCents: 1500, amountCents: null, withdrawal: false }],
      });
      expect(payment).toMatchObject({ state: 'due', dueCents: 4994, creditedCents: 0 });
    }
  });

  it('counts an accepted refund at the accepted amount, not the requested one', () => {
    const payment = orderPayment({
      paidCents: 4994,
      vendors: [{ ...A, voucherCents: 0, cancelled: false }],
      refunds: [{ vendorOrderId: A.id, status: 'accepted', requestedCents: 2000, amountCents: 1550, withdrawal: false }],
    });
    expect(payment).toMatchObject({ state: 'to_refund', toRefundCents: 1550, owedCents: 3444 });
  });

  it('the issue #36 order: a line of 44,95 € refunded on an unpaid prepayment order leaves 49,94 € due, nothing to pay back', () => {
    const payment = orderPayment({
      paidCents: 0,
      vendors: [{ id: 7, totalCents: 9489, voucherCents: 0, cancelled: false }],
      refunds: [{ vendorOrderId: 7, status: 'refunded', requestedCents: 4495, amountCents: 4495, withdrawal: false }],
    });
    expect(payment).toMatchObject({ state: 'due', dueCents: 4994, refundedCents: 0, toRefundCents: 0, creditedCents: 4495 });
  });

  it('a payment of the reduced amount after the credit makes the order paid (not overpaid)', () => {
    const payment = orderPayment({
      paidCents: 4994,
      vendors: [{ id: 7, totalCents: 9489, voucherCents: 0, cancelled: false }],
      refunds: [{ vendorOrderId: 7, status: 'refunded', requestedCents: 4495, amountCents: 4495, withdrawal: false }],
    });
    expect(payment).toMatchObject({ state: 'paid', dueCents: 0, refundedCents: 0, toRefundCents: 0 });
  });

  it('never credits more than a vendor order is worth', () => {
    const payment = orderPayment({
      paidCents: 0,
      vendors: [{ ...A, voucherCents: 0, cancelled: false }],
      refunds: [
        { vendorOrderId: A.id, status: 'accepted', requestedCents: 4000, amountCents: 4000, withdrawal: false },
        { vendorOrderId: A.id, status: 'requested', requestedCents: 4000, amountCents: null, withdrawal: true },
      ],
    });
    expect(payment).toMatchObject({ state: 'nothing_due', creditedCents: 4994, owedCents: 0, dueCents: 0 });
  });
});
