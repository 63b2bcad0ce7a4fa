import { http, type ApiResponse } from '@marktplatz/shared';

/** `POST /food/events/ticket`: a one-minute single-use ticket for the live stream (the token never goes into a URL). */
export async function getEventTicket(): Promise<string> {
  const response = await http.post<ApiResponse<'/food/events/ticket', 'post'>>('food/events/ticket');
  return response.data.data.ticket;
}
