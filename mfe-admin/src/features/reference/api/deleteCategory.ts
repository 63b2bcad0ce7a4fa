import { adminCall } from '../../../lib/adminApi';

/** `DELETE /admin/shop/categories/{id}`: refused (409) while products use it or it has subcategories. */
export async function deleteCategory(id: number): Promise<void> {
  await adminCall<null>({ method: 'DELETE', url: `/admin/shop/categories/${id}` });
}
