import { adminCall } from '../../../lib/adminApi';

/** `PUT /admin/shop/categories/order`: the categories of one level under one parent, in the new order. */
export async function reorderCategories(ids: readonly number[]): Promise<void> {
  await adminCall<null>({ method: 'PUT', url: '/admin/shop/categories/order', data: { ids } });
}
