import { adminCall } from '../../../lib/adminApi';
import type { CommissionDocument, PageMeta } from './types';

/** `GET /admin/billing/commission-documents`: one page of the commission documents, optionally of one month. */
export async function listCommissionDocuments(month: string, page: number, perPage: number) {
  const { data, meta } = await adminCall<CommissionDocument[], PageMeta>({
    method: 'GET',
    url: '/admin/billing/commission-documents',
    params: { ...(month ? { month } : {}), page, per_page: perPage },
  });
  return { rows: data, meta };
}
