import { adminCall } from '../../../lib/adminApi';
import type { AdminCategory } from './types';

/** `GET /admin/shop/categories`: every category (retired ones too) with its product count. */
export async function listCategories(): Promise<AdminCategory[]> {
  return (await adminCall<AdminCategory[]>({ method: 'GET', url: '/admin/shop/categories' })).data;
}
