import { type Graphql, type PaginatorInfo } from '@marktplatz/shared';
import { graph } from '../../../../lib/graph';
import { type ListPage } from '../../../../lib/types';
import type { ProductRow } from '../../../entities/product';

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
