import { adminCall } from '../../../lib/adminApi';
import type { DeadJob, PageMeta } from './types';

/** `GET /admin/jobs/dead`: one page of the dead jobs, the most recently failed first. */
export async function listDeadJobs(page: number, perPage: number): Promise<{ rows: DeadJob[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<DeadJob[], PageMeta>({
    method: 'GET',
    url: '/admin/jobs/dead',
    params: { page, per_page: perPage },
  });
  return { rows: data, meta };
}
