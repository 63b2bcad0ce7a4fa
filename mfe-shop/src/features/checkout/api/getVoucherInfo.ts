import { type Envelope, http } from '@marktplatz/shared';
import type { Voucher } from '../types';

/** `GET /getVoucherInfo?voucher_code=`: value, balance and validity of a voucher. */
export async function getVoucherInfo(code: string): Promise<Voucher> {
  const response = await http.get<Envelope<Voucher>>('getVoucherInfo', { params: { voucher_code: code } });
  return response.data.data;
}
