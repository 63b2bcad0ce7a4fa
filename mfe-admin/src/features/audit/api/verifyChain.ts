import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type AuditVerification = ApiData<'/admin/audit/verification', 'get'>;

/** `GET /admin/audit/verification`: the server walks the hash chain of the whole log. */
export async function verifyChain(): Promise<AuditVerification> {
  const { data } = await adminCall<AuditVerification>({ method: 'GET', url: '/admin/audit/verification' });
  return data;
}

/** `GET /admin/audit/actions`: the actions written so far, for the filter's suggestions. */
export async function listAuditActions(): Promise<string[]> {
  const { data } = await adminCall<string[]>({ method: 'GET', url: '/admin/audit/actions' });
  return data;
}
