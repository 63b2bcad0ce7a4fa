import { ValidationError } from '../../http/errors';
import { allocate, euros, formatEuro } from '../../lib/money';
import { CASH_OPTION_LABELS, type CashOption, DELIVERY_MODE_LABELS, PAYMENT_METHOD_LABELS } from '../orders/public';
import type { CashInformationAnswer, CashPaymentChoice } from './schemas';
import type { CartGroup, CartView } from './view';

/** The cash option of a group: the one asked for, else the customer's choice, else what its delivery mode implies. */
export function cashOptionFor(group: CartGroup, requested: CashOption | undefined): CashOption {
  return requested ?? group.cashOption ?? (group.deliveryMode === 'pickup' ? 'on_pickup' : 'on_delivery');
}

export function cashMismatch(group: CartGroup, option: CashOption): string | null {
  if (option === 'on_pickup' && group.deliveryMode !== 'pickup') {
    return `Barzahlung bei Abholung ist nur möglich, wenn Sie die Artikel von „${group.providerName}“ abholen.`;
  }
  if (option === 'on_delivery' && group.deliveryMode !== 'shipping') {
    return `Barzahlung bei Lieferung ist nur möglich, wenn die Artikel von „${group.providerName}“ geliefert werden.`;
  }
  return null;
}

/** The cash choices of every group (`getCashPayments`): the options its delivery mode allows and the selection. */
export function cashPayments(view: CartView): CashPaymentChoice[] {
  return view.groups.map((group) => {
    const options: CashOption[] = group.deliveryMode === 'pickup' ? ['on_pickup'] : ['on_delivery'];
    const selected = group.cashOption && options.includes(group.cashOption) ? group.cashOption : null;
    return {
      provider_id: group.providerId,
      provider_name: group.providerName,
      delivery_mode: group.deliveryMode,
      options: options.map((value) => ({ value, label: CASH_OPTION_LABELS[value] })),
      selected,
      effective: cashOptionFor(group, undefined),
      amount: euros(group.totalCents),
      amount_cents: group.totalCents,
    };
  });
}

/** Checks a cash option against the groups it is meant for; a German 422 on `cash_payment` when it does not fit. */
export function assertCashFits(groups: CartGroup[], option: CashOption): void {
  for (const group of groups) {
    const mismatch = cashMismatch(group, option);
    if (mismatch) throw ValidationError.field('cash_payment', mismatch);
  }
}

/** What paying cash means for each provider (`cashOrderInformation`): who collects how much, where. */
export function cashInformation(view: CartView, voucherCents = 0): CashInformationAnswer {
  const shares = allocate(
    Math.min(voucherCents, view.totalCents),
    view.groups.map((group) => group.totalCents),
  );
  return {
    cart_key: view.cart.cartKey,
    payment_method: 'cash' as const,
    payment_method_text: PAYMENT_METHOD_LABELS.cash,
    providers: view.groups.map((group, index) => {
      const option = cashOptionFor(group, undefined);
      const dueCents = group.totalCents - (shares[index] ?? 0);
      return {
        provider_id: group.providerId,
        provider_name: group.providerName,
        delivery_mode: group.deliveryMode,
        delivery_mode_text: DELIVERY_MODE_LABELS[group.deliveryMode],
        cash_payment: option,
        cash_payment_text: CASH_OPTION_LABELS[option],
        pickup_address: group.deliveryMode === 'pickup' ? group.pickupAddress : null,
        amount: euros(dueCents),
        amount_cents: dueCents,
        fits: cashMismatch(group, option) === null,
        instructions:
          option === 'on_pickup'
            ? `Sie bezahlen ${formatEuro(dueCents)} bar bei der Abholung${group.pickupAddress ? ` (${group.pickupAddress})` : ''}.`
            : `Sie bezahlen ${formatEuro(dueCents)} bar bei der Lieferung durch „${group.providerName}“ oder den Zusteller.`,
      };
    }),
    total: euros(view.totalCents),
    total_cents: view.totalCents,
    voucher_amount: euros(Math.min(voucherCents, view.totalCents)),
    voucher_amount_cents: Math.min(voucherCents, view.totalCents),
    amount_due: euros(view.totalCents - Math.min(voucherCents, view.totalCents)),
    amount_due_cents: view.totalCents - Math.min(voucherCents, view.totalCents),
  };
}
