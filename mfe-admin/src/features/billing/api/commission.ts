import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';
import type { PageMeta } from './types';

/** Wire shapes of the finance commission routes, from the generated contract. */
export type CommissionDocument = ApiData<'/admin/billing/commission-documents', 'get'>[number];
export type CommissionRunResult = ApiData<'/admin/billing/commission-run', 'post'>;

/** `POST /admin/billing/commission-run { month }`: issues the month's missing Provisionsrechnungen and Gutschriften. */
export async function runCommissionMonth(month: string): Promise<CommissionRunResult> {
  return (await adminCall<CommissionRunResult>({ method: 'POST', url: '/admin/billing/commission-run', data: { month } })).data;
}

/** `GET /admin/billing/commission-documents`: one page of the commission documents, optionally of one month. */
export async function listCommissionDocuments(month: string, page: number, perPage: number) {
  const { data, meta } = await adminCall<CommissionDocument[], PageMeta>({
    method: 'GET',
    url: '/admin/billing/commission-documents',
    params: { ...(month ? { month } : {}), page, per_page: perPage },
  });
  return { rows: data, meta };
}
