/**
 * The finance screen's calls: `GET api/financeCalculator` and `GET api/vendor-transaction-report-list`, typed with the
 * generated contract (`npm run contract` from the routes in `api/src/modules/orders/finance-routes.ts`).
 */
import { http, type ApiData, type ApiResponse } from '@marktplatz/shared';
import { saveFile, type Page } from '../../lib/api';

export type FinanceCalculation = ApiData<'/api/financeCalculator', 'get'>;
export type FinancePeriodFigures = FinanceCalculation['period'];
export type FinanceMonth = FinancePeriodFigures['months'][number];
export type SaleFigures = NonNullable<FinanceCalculation['sale']>;
type ReportResponse = ApiResponse<'/api/vendor-transaction-report-list', 'get'>;
export type FinanceTransaction = ReportResponse['data'][number];
export type ReportSummary = ReportResponse['summary'];

/** The chosen period (`JJJJ-MM-TT`, both ends included). */
export interface FinancePeriod {
  date_from: string;
  date_to: string;
}

/** `GET api/financeCalculator`: the period's totals and its months for the chart. */
export async function getPeriodFigures(period: FinancePeriod, signal?: AbortSignal): Promise<FinancePeriodFigures> {
  const response = await http.get<ApiResponse<'/api/financeCalculator', 'get'>>('api/financeCalculator', { params: period, signal });
  return response.data.data.period;
}

/** `GET api/financeCalculator` with `amount` and `tax_rate`: what one sale leaves the provider. */
export async function calculateSale(amount: string, taxRate: number, signal?: AbortSignal): Promise<SaleFigures> {
  const response = await http.get<ApiResponse<'/api/financeCalculator', 'get'>>('api/financeCalculator', {
    params: { amount, tax_rate: taxRate },
    signal,
  });
  const sale = response.data.data.sale;
  if (!sale) throw new Error('Die Berechnung hat kein Ergebnis geliefert.');
  return sale;
}

/** The report's filters (those of `api/providerOrders`); empty texts are left out of the call. */
export interface ReportFilters extends FinancePeriod {
  status: string;
  payment: string;
  delivery: string;
  search: string;
}

function reportParams(filters: ReportFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params[key] = value.trim();
  return params;
}

export interface ReportPage extends Page<FinanceTransaction> {
  summary: ReportSummary;
}

/** `GET api/vendor-transaction-report-list`: one row per vendor order of the period, 10 per page, with the sums. */
export async function getTransactionReport(filters: ReportFilters, pageNumber: number, signal?: AbortSignal): Promise<ReportPage> {
  const response = await http.get<ReportResponse>('api/vendor-transaction-report-list', {
    params: { ...reportParams(filters), page: pageNumber },
    signal,
  });
  return { rows: response.data.data, meta: response.data.meta, summary: response.data.summary };
}

/** Every matching row as CSV for German spreadsheets (`format=csv`, sent with the login token), saved as a file. */
export async function downloadTransactionCsv(filters: ReportFilters): Promise<void> {
  const response = await http.get<Blob>('api/vendor-transaction-report-list', {
    params: { ...reportParams(filters), format: 'csv' },
    responseType: 'blob',
  });
  saveFile(response.data, `transaktionen-${filters.date_from}-${filters.date_to}.csv`);
}
