import { http, pageOfRows, type ApiResponse } from '@marktplatz/shared';
import type { OrderListItem, Page } from '../../../lib/types';

/** The customer's orders (`GET /shop/orders` or `api/shop/orders`, chosen by the role rules), 5 per page. */
export async function getCustomerOrders(path: string, pageNumber: number, signal?: AbortSignal): Promise<Page<OrderListItem>> {
  const response = await http.get<ApiResponse<'/api/shop/orders', 'get'>>(path, { params: { page: pageNumber, per_page: 5 }, signal });
  return pageOfRows(response.data);
}
