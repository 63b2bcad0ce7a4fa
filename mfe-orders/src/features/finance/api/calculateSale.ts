import { http, type ApiResponse } from '@marktplatz/shared';
import { messages } from '../../../messages';
import type { SaleFigures } from '../types';

/** `GET api/financeCalculator` with `amount` and `tax_rate`: what one sale leaves the provider. */
export async function calculateSale(amount: string, taxRate: number, signal?: AbortSignal): Promise<SaleFigures> {
  const response = await http.get<ApiResponse<'/api/financeCalculator', 'get'>>('api/financeCalculator', {
    params: { amount, tax_rate: taxRate },
    signal,
  });
  const sale = response.data.data.sale;
  if (!sale) throw new Error(messages.finance.noSaleResult);
  return sale;
}
