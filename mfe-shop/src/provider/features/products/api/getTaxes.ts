import { type ApiResponse, http, type WireShape } from '@marktplatz/shared';

export type Tax = Pick<WireShape<'ShopTax'>, 'id' | 'name' | 'value'>;

/** GET /taxes */
export async function getTaxes(signal?: AbortSignal): Promise<Tax[]> {
  const res = await http.get<ApiResponse<'/taxes', 'get'>>('taxes', { signal });
  return res.data.data;
}
