/** The product reads several provider features share: the list, one product, the feature catalogue. */
import { type ApiQuery, type ApiResponse, type Graphql, http, type PaginatorInfo } from '@marktplatz/shared';
import { graph } from '../../lib/graph';
import { type ListPage } from '../../lib/types';
import type { Feature, ProductBundle, ProductRow } from './product';

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
  type Row = Omit<ProductRow, 'id'> & Pick<Graphql.ProviderProductRow, 'id'>;
  const data = await graph<{ providerProducts: { data: Row[]; paginatorInfo: PaginatorInfo } }>(
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
  const res = await http.get<ApiResponse<'/shop/provider/products/{id}', 'get'>>(`shop/provider/products/${id}`, { signal });
  return res.data.data;
}

/** GET /shop/provider/features: features with values (global and own). */
export async function getFeatures(signal?: AbortSignal, productId?: number): Promise<Feature[]> {
  const params: ApiQuery<'/shop/provider/features', 'get'> | undefined = productId === undefined ? undefined : { product_id: productId };
  const res = await http.get<ApiResponse<'/shop/provider/features', 'get'>>('shop/provider/features', { signal, params });
  return res.data.data;
}
