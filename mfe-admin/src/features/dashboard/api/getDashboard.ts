import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

/** `GET /admin/dashboard`: the queues of the member's roles (generated contract). */
export type Dashboard = ApiData<'/admin/dashboard', 'get'>;
export type DashboardQueue = Dashboard['queues'][number];

export async function getDashboard(): Promise<Dashboard> {
  return (await adminCall<Dashboard>({ method: 'GET', url: '/admin/dashboard' })).data;
}
