import type { ApiData } from '@marktplatz/shared';

/** Wire shapes of the finance billing routes, from the generated contract. */
export type AdminInvoice = ApiData<'/admin/billing/invoices', 'get'>[number];
export type AdminSubscription = ApiData<'/admin/billing/subscriptions', 'get'>[number];
export type BillingRun = ApiData<'/admin/billing/runs', 'get'>[number];
export type BillingRunResult = ApiData<'/admin/billing/run', 'post'>;
export type SepaCollection = ApiData<'/admin/billing/sepa-collection', 'post'>;
export type PaidInvoice = ApiData<'/admin/billing/paid', 'post'>;

export type InvoiceFilter = '' | 'open' | 'overdue' | 'paid';
export type SubscriptionState = 'overdue' | 'active' | 'cancelled';

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Wire shapes of the finance commission routes, from the generated contract. */
export type CommissionDocument = ApiData<'/admin/billing/commission-documents', 'get'>[number];
export type CommissionRunResult = ApiData<'/admin/billing/commission-run', 'post'>;
