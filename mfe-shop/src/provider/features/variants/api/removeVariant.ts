import { type ApiResponse, http } from '@marktplatz/shared';

/** DELETE /v2/removeShopProductVariant/{id} */
export async function removeVariant(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/v2/removeShopProductVariant/{id}', 'delete'>>(`v2/removeShopProductVariant/${id}`);
  return res.data.message;
}
