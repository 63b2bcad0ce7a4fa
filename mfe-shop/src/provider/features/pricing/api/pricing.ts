/** Tiered prices (bulk quantity) and wholesale discounts. */
import { type ApiResponse, http } from '@marktplatz/shared';
import type { BulkPrice, WholesaleDiscount } from '../../../entities/product';

/** GET /shop/provider/bulkQuantities?product_id= (all tiers of the product and its variants). */
export async function getBulkPrices(productId: number, signal?: AbortSignal): Promise<BulkPrice[]> {
  const res = await http.get<ApiResponse<'/shop/provider/bulkQuantities', 'get'>>('shop/provider/bulkQuantities', {
    params: { product_id: productId },
    signal,
  });
  return res.data.data;
}

/** POST /addBulkQuantity */
export async function addBulkPrice(input: {
  product_id: number;
  variant_id: number | null;
  min_qty: number;
  price: number;
}): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addBulkQuantity', 'post'>>('addBulkQuantity', input);
  return res.data.message;
}

/** POST /editBulkQuantity */
export async function editBulkPrice(input: { id: number; min_qty: number; price: number }): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/editBulkQuantity', 'post'>>('editBulkQuantity', input);
  return res.data.message;
}

/** POST /deleteBulkQuantity { id } */
export async function deleteBulkPrice(id: number): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/deleteBulkQuantity', 'post'>>('deleteBulkQuantity', { id });
  return res.data.message;
}

/** GET /getWholesaleDiscounts?product_id= */
export async function getWholesaleDiscounts(productId: number, signal?: AbortSignal): Promise<WholesaleDiscount[]> {
  const res = await http.get<ApiResponse<'/getWholesaleDiscounts', 'get'>>('getWholesaleDiscounts', {
    params: { product_id: productId },
    signal,
  });
  return res.data.data;
}

/** POST /addWholesaleDiscount (extension: the spec lists the discount queries, not the change calls). */
export async function addWholesaleDiscount(input: {
  product_id: number;
  shop_product_variant_id: number | null;
  whole_sell_qty: number;
  whole_sell_discount: number;
}): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addWholesaleDiscount', 'post'>>('addWholesaleDiscount', input);
  return res.data.message;
}

/** DELETE /deleteWholesaleDiscount/{id} (extension). */
export async function deleteWholesaleDiscount(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/deleteWholesaleDiscount/{id}', 'delete'>>(`deleteWholesaleDiscount/${id}`);
  return res.data.message;
}
