import { adminCall } from '../../../lib/adminApi';
import type { AdminInvoice, InvoiceFilter, PageMeta } from './types';

/** `GET /admin/billing/invoices`: one page of the marketplace's invoices to providers, by status and search. */
export async function listInvoices(
  filter: { status: InvoiceFilter; q: string },
  page: number,
  perPage: number,
): Promise<{ rows: AdminInvoice[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<AdminInvoice[], PageMeta>({
    method: 'GET',
    url: '/admin/billing/invoices',
    params: { ...(filter.status ? { status: filter.status } : {}), ...(filter.q ? { q: filter.q } : {}), page, per_page: perPage },
  });
  return { rows: data, meta };
}
