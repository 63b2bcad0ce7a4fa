import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

/** The contact form's request (`/contactformsubmit`). */
export type ContactInput = ApiRequestBody<'/contactformsubmit', 'post'>;

export async function submitContact(input: ContactInput): Promise<string | undefined> {
  const response = await http.post<ApiResponse<'/contactformsubmit', 'post'>>('contactformsubmit', input);
  return response.data.message;
}
