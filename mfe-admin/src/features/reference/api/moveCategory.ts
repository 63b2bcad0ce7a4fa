import { adminCall } from '../../../lib/adminApi';
import type { AdminCategory } from './types';

/** `POST /admin/shop/categories/{id}/move`: under `parentId`, or to the top (null); 422 for a cycle or a fourth level. */
export async function moveCategory(id: number, parentId: number | null): Promise<AdminCategory> {
  return (await adminCall<AdminCategory>({ method: 'POST', url: `/admin/shop/categories/${id}/move`, data: { parent_id: parentId } })).data;
}
