import { adminCall } from '../../../lib/adminApi';
import type { LandingPages } from './types';

/** `GET /admin/content/landing`: the start pages with their lists. */
export async function getLandingPages(): Promise<LandingPages> {
  return (await adminCall<LandingPages>({ method: 'GET', url: '/admin/content/landing' })).data;
}
