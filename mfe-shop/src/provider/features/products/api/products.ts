/** The provider's product calls: list, detail, create/update, delete (api/src/modules/shop/provider/README.md). */
import { http } from '@marktplatz/shared';
import { graph } from '../../../lib/graph';
import type { Envelope, ListPage, PaginatorInfo } from '../../../lib/types';
import type { ProductBundle, ProductDetail, ProductInput, ProductRow, ProductType } from './types';

const PRODUCTS_QUERY = `query ProviderProducts($keyword: String, $first: Int, $page: Int) {
  providerProducts(keyword: $keyword, first: $first, page: $page) {
    data { id name slug sku price stock status product_type photo category_name is_variants variants_count }
    paginatorInfo { total count currentPage lastPage }
  }
}`;

/** Graph query providerProducts (keyword, page size, page number) with paginator info. */
export async function listProducts(
  params: { keyword: string; pageSize: number; page: number },
  signal?: AbortSignal,
): Promise<ListPage<ProductRow>> {
  const data = await graph<{ providerProducts: { data: ProductRow[]; paginatorInfo: PaginatorInfo } }>(
    PRODUCTS_QUERY,
    { keyword: params.keyword.trim() || null, first: params.pageSize, page: params.page },
    signal,
  );
  const { data: rows, paginatorInfo } = data.providerProducts;
  return {
    rows: rows.map((row) => ({ ...row, id: Number(row.id) })),
    page: paginatorInfo.currentPage,
    lastPage: Math.max(1, paginatorInfo.lastPage),
    total: paginatorInfo.total,
  };
}

/** GET /shop/provider/products/{id}: the product with variants, images, SEO, tags, prices and features. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductBundle> {
  const res = await http.get<Envelope<ProductBundle>>(`shop/provider/products/${id}`, { signal });
  return res.data.data;
}

/** POST /v2/createProduct (normal) or /createFoodProduct (food); answers the new product. */
export async function createProduct(input: ProductInput, type: ProductType): Promise<{ product: ProductDetail; message?: string }> {
  const path = type === 'food' ? 'createFoodProduct' : 'v2/createProduct';
  const res = await http.post<Envelope<ProductDetail>>(path, type === 'food' ? { ...input, product_type: 'food' } : input);
  return { product: res.data.data, message: res.data.message };
}

/** POST /updateProduct or /updateFoodProduct with the product's id. */
export async function updateProduct(input: ProductInput & { id: number }, type: ProductType): Promise<{ product: ProductDetail; message?: string }> {
  const path = type === 'food' ? 'updateFoodProduct' : 'updateProduct';
  const res = await http.post<Envelope<ProductDetail>>(path, input);
  return { product: res.data.data, message: res.data.message };
}

/** DELETE /v2/deleteProduct/{id} */
export async function deleteProduct(id: number): Promise<string | undefined> {
  const res = await http.delete<Envelope<unknown>>(`v2/deleteProduct/${id}`);
  return res.data.message;
}
