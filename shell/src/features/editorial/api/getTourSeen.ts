import { http, type ApiData, type Envelope } from '@marktplatz/shared';

/** Whether the signed-in user has seen the tour: a call with the login, so through the shared client (bearer token). */
export async function getTourSeen(): Promise<boolean> {
  const response = await http.get<Envelope<ApiData<'/getTourPopup', 'get'>>>('/getTourPopup');
  return response.data.data.tour_popup_seen;
}
