import { adminCall } from '../../../lib/adminApi';

/** `POST /admin/shop/categories/{id}/retire` or `/unretire`. */
export async function setCategoryRetired(id: number, retired: boolean): Promise<void> {
  await adminCall<null>({ method: 'POST', url: `/admin/shop/categories/${id}/${retired ? 'retire' : 'unretire'}` });
}
