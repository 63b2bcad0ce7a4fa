import { type ApiData, type Envelope, http } from '@marktplatz/shared';

/** `POST api/inquiry/customer/status`: accepts or declines an offer. */
export async function decideOffer(
  offerId: number,
  status: 'accept' | 'decline',
): Promise<Envelope<ApiData<'/api/inquiry/customer/status', 'post'>>> {
  return (
    await http.post<Envelope<ApiData<'/api/inquiry/customer/status', 'post'>>>('api/inquiry/customer/status', { status, offer_id: offerId })
  ).data;
}
