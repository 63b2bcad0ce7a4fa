import { adminCall } from '../../../lib/adminApi';
import type { NewsCategory } from './types';

/** `GET /portal/categorys`: the news categories (a public read, sent without the staff token). */
export async function listNewsCategories(): Promise<NewsCategory[]> {
  return (await adminCall<NewsCategory[]>({ method: 'GET', url: '/portal/categorys' }, { auth: false })).data;
}
