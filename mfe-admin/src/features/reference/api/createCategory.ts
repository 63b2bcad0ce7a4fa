import { adminCall } from '../../../lib/adminApi';
import type { AdminCategory, CategoryCreate } from './types';

/** `POST /admin/shop/categories`: the new category. */
export async function createCategory(input: CategoryCreate): Promise<AdminCategory> {
  return (await adminCall<AdminCategory>({ method: 'POST', url: '/admin/shop/categories', data: input })).data;
}
