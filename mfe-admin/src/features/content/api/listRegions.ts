import { adminCall } from '../../../lib/adminApi';
import type { Region } from './types';

/** `GET /regions`: the news regions (a public read, sent without the staff token). */
export async function listRegions(): Promise<Region[]> {
  return (await adminCall<Region[]>({ method: 'GET', url: '/regions' }, { auth: false })).data;
}
