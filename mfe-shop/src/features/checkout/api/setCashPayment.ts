import { http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { CashOption } from '../../../entities/cart';

/** `POST /setCashPayments {cart_key, provider_id, cash_payment}`. */
export async function setCashPayment(providerId: number, cashPayment: CashOption): Promise<void> {
  await http.post('setCashPayments', { cart_key: ensureCartKey(), provider_id: providerId, cash_payment: cashPayment });
}
