import { http, type ApiResponse } from '@marktplatz/shared';

/** `POST /disputes/{id}/withdraw`. */
export async function withdrawDispute(id: number): Promise<ApiResponse<'/disputes/{id}/withdraw', 'post'>> {
  return (await http.post<ApiResponse<'/disputes/{id}/withdraw', 'post'>>(`disputes/${id}/withdraw`, {})).data;
}
