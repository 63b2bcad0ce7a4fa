import { http, type ApiResponse } from '@marktplatz/shared';
import type { FinancePeriod, FinancePeriodFigures } from '../types';

/** `GET api/financeCalculator`: the period's totals and its months for the chart. */
export async function getPeriodFigures(period: FinancePeriod, signal?: AbortSignal): Promise<FinancePeriodFigures> {
  const response = await http.get<ApiResponse<'/api/financeCalculator', 'get'>>('api/financeCalculator', { params: period, signal });
  return response.data.data.period;
}
