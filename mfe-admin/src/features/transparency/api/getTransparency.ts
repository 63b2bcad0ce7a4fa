import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

/** `GET /admin/transparency`: the figures of Art. 15/24 DSA (generated contract). */
export type TransparencyReport = ApiData<'/admin/transparency', 'get'>;

export interface Period {
  date_from: string;
  date_to: string;
}

/** The figures of Art. 15/24 DSA for Berlin days `date_from`–`date_to` (inclusive). */
export async function getTransparency(period: Period): Promise<TransparencyReport> {
  return (await adminCall<TransparencyReport>({ method: 'GET', url: '/admin/transparency', params: period })).data;
}
