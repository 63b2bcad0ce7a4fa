import { type ApiResponse, http } from '@marktplatz/shared';

export interface VariantUpdate {
  id: number;
  article_no: string;
  ean: string;
  gross_price: number;
  old_price: number | null;
  qty: number;
  weight: number | null;
  unit_weight: string;
  lenght: number | null;
  height: number | null;
  width: number | null;
  unit_whl: string;
}

/** POST /shop/updateVariant */
export async function updateVariant(update: VariantUpdate): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/updateVariant', 'post'>>('shop/updateVariant', update);
  return res.data.message;
}
