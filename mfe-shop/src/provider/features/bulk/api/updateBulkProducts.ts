import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

/** One row of `POST /updateBulkProducts`. */
export type BulkRowUpdate = ApiRequestBody<'/updateBulkProducts', 'post'>['products'][number];

/** POST /updateBulkProducts { products }: one transaction; a bad row → 422 `errors["products.<i>.<field>"]`. */
export async function updateBulkProducts(products: BulkRowUpdate[]): Promise<{ updated: number; message?: string }> {
  const res = await http.post<ApiResponse<'/updateBulkProducts', 'post'>>('updateBulkProducts', { products });
  return { updated: res.data.data.updated, message: res.data.message };
}
