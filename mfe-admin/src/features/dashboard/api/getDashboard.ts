import { adminCall } from '../../../lib/adminApi';

/**
 * `GET /admin/dashboard`: the queues of the member's roles. Kept here until the generated contract has the route;
 * then `ApiData<'/admin/dashboard', 'get'>`.
 */
export interface DashboardQueue {
  key: 'verification' | 'notices' | 'chat_reports' | 'complaints' | 'dead_jobs';
  label: string;
  count: number;
  oldest_at: string | null;
  oldest_age_minutes: number | null;
  overdue: number;
  path: string | null;
}

export interface Dashboard {
  generated_at: string;
  queues: DashboardQueue[];
}

export async function getDashboard(): Promise<Dashboard> {
  return (await adminCall<Dashboard>({ method: 'GET', url: '/admin/dashboard' })).data;
}
