/** The finance screen's wire types (generated contract) and filters. */
import type { ApiData, ApiResponse } from '@marktplatz/shared';
import type { Page } from '../../lib/types';

export type FinanceCalculation = ApiData<'/api/financeCalculator', 'get'>;
export type FinancePeriodFigures = FinanceCalculation['period'];
export type FinanceMonth = FinancePeriodFigures['months'][number];
export type SaleFigures = NonNullable<FinanceCalculation['sale']>;
export type ReportResponse = ApiResponse<'/api/vendor-transaction-report-list', 'get'>;
export type FinanceTransaction = ReportResponse['data'][number];
export type ReportSummary = ReportResponse['summary'];

/** The chosen period (`JJJJ-MM-TT`, both ends included). */
export interface FinancePeriod {
  date_from: string;
  date_to: string;
}

/** The report's filters (those of `api/providerOrders`); empty texts are left out of the call. */
export interface ReportFilters extends FinancePeriod {
  status: string;
  payment: string;
  delivery: string;
  search: string;
}

export interface ReportPage extends Page<FinanceTransaction> {
  summary: ReportSummary;
}
