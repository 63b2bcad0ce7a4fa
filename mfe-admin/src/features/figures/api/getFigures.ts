import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

/** `GET /admin/figures`: the marketplace's figures per bucket and in total (generated contract). */
export type Figures = ApiData<'/admin/figures', 'get'>;
export type FigureBucket = Figures['buckets'][number];
export type FigureTotals = Figures['totals'];
export type Granularity = Figures['granularity'];

export interface FiguresQuery {
  date_from: string;
  date_to: string;
  granularity: Granularity;
}

/** The figures of Berlin days `date_from`–`date_to` (inclusive) per day, week or month. */
export async function getFigures(query: FiguresQuery): Promise<Figures> {
  return (await adminCall<Figures>({ method: 'GET', url: '/admin/figures', params: query })).data;
}
