import { http, type ApiResponse, type WireShape } from '@marktplatz/shared';

/** A topic of the contact form (`/getContactCategories`). */
export type ContactCategory = WireShape<'ContactCategory'>;

export async function getContactCategories(signal?: AbortSignal): Promise<ContactCategory[]> {
  const response = await http.get<ApiResponse<'/getContactCategories', 'get'>>('getContactCategories', { signal });
  return response.data.data;
}
