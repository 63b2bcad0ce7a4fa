import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /sendMailForDeleteRequest/{id} { reason }: deletes and mails the partner. */
export async function deleteBundleRequestWithMail(id: number, reason: string): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/sendMailForDeleteRequest/{id}', 'post'>>(`sendMailForDeleteRequest/${id}`, { reason });
  return res.data.message;
}
