/**
 * The finance screen's calls: `GET api/financeCalculator` and `GET api/vendor-transaction-report-list`. Their shapes
 * are the contract's named shapes (declared in `api/src/modules/orders/finance-schemas.ts`).
 */
import { http, type WireShape } from '@marktplatz/shared';
import { saveFile, type Page } from '../../lib/api';

export type FinanceCalculation = WireShape<'FinanceCalculation'>;
export type FinanceReport = WireShape<'FinanceTransactionReport'>;
export type FinanceTransaction = WireShape<'FinanceTransaction'>;
export type FinanceGroup = FinanceCalculation['period']['group'];
export type FinanceKind = FinanceTransaction['kind'];

/** The chosen period (`JJJJ-MM-TT`, both ends included) and the chart's buckets. */
export interface FinancePeriod {
  date_from: string;
  date_to: string;
  group: FinanceGroup;
}

/** `GET api/financeCalculator`: the period's totals, VAT per rate and the chart's series. */
export async function getFinanceCalculation(period: FinancePeriod, signal?: AbortSignal): Promise<FinanceCalculation> {
  const response = await http.get<{ data: FinanceCalculation }>('api/financeCalculator', { params: period, signal });
  return response.data.data;
}

/** `GET api/financeCalculator` with `amount` and `tax_rate`: what one sale leaves the provider. */
export async function calculateSale(
  amount: string,
  taxRate: number,
  signal?: AbortSignal,
): Promise<NonNullable<FinanceCalculation['sale']>> {
  const response = await http.get<{ data: FinanceCalculation }>('api/financeCalculator', {
    params: { amount, tax_rate: taxRate },
    signal,
  });
  const sale = response.data.data.sale;
  if (!sale) throw new Error('Die Berechnung hat kein Ergebnis geliefert.');
  return sale;
}

export interface ReportFilters {
  date_from: string;
  date_to: string;
  kind: FinanceKind | '';
}

function reportParams(filters: ReportFilters): Record<string, string> {
  const params: Record<string, string> = { date_from: filters.date_from, date_to: filters.date_to };
  if (filters.kind) params.kind = filters.kind;
  return params;
}

export interface ReportPage extends Page<FinanceTransaction> {
  summary: FinanceReport['summary'];
}

/** `GET api/vendor-transaction-report-list`: the period's bookings, 20 per page. */
export async function getTransactionReport(filters: ReportFilters, pageNumber: number, signal?: AbortSignal): Promise<ReportPage> {
  const response = await http.get<FinanceReport>('api/vendor-transaction-report-list', {
    params: { ...reportParams(filters), page: pageNumber, per_page: 20 },
    signal,
  });
  return { rows: response.data.data, meta: response.data.meta, summary: response.data.summary };
}

/** The report as a CSV file for German spreadsheets (`format=csv`), saved as `umsaetze-<von>-<bis>.csv`. */
export async function downloadTransactionCsv(filters: ReportFilters): Promise<void> {
  const response = await http.get<Blob>('api/vendor-transaction-report-list', {
    params: { ...reportParams(filters), format: 'csv' },
    responseType: 'blob',
  });
  saveFile(response.data, `umsaetze-${filters.date_from}-${filters.date_to}.csv`);
}
