import { type Envelope, httpApi } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { CashPreview } from '../types';

/** `GET api/cashOrderPreview?cart_key=&voucher_code=`: a cash order's open points before it is placed. */
export async function getCashOrderPreview(voucherCode?: string, signal?: AbortSignal): Promise<CashPreview> {
  const response = await httpApi.get<Envelope<CashPreview>>('cashOrderPreview', {
    params: { cart_key: ensureCartKey(), ...(voucherCode ? { voucher_code: voucherCode } : {}) },
    signal,
  });
  return response.data.data;
}
