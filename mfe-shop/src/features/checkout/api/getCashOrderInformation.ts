import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { CashInformation } from '../types';

/** `GET /cashOrderInformation?cart_key=&voucher_code=`: who collects how much cash, where. */
export async function getCashOrderInformation(voucherCode?: string, signal?: AbortSignal): Promise<CashInformation> {
  const response = await http.get<Envelope<CashInformation>>('cashOrderInformation', {
    params: { cart_key: ensureCartKey(), ...(voucherCode ? { voucher_code: voucherCode } : {}) },
    signal,
  });
  return response.data.data;
}
