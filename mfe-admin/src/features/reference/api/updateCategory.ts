import { adminCall } from '../../../lib/adminApi';
import type { AdminCategory, CategoryUpdate } from './types';

/** `PUT /admin/shop/categories/{id}`: renames a category or changes its description. */
export async function updateCategory(id: number, input: CategoryUpdate): Promise<AdminCategory> {
  return (await adminCall<AdminCategory>({ method: 'PUT', url: `/admin/shop/categories/${id}`, data: input })).data;
}
