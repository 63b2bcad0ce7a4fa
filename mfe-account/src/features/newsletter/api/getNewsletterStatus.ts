import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

/** The account e-mail's newsletter state — the API's declared answer (generated contract). */
export type NewsletterStatus = ApiData<'/api/newsletter-status', 'get'>;

/** `GET api/newsletter-status` for the account e-mail. */
export async function getNewsletterStatus(signal?: AbortSignal): Promise<NewsletterStatus> {
  const response = await httpApi.get<Envelope<NewsletterStatus>>('newsletter-status', { signal });
  return response.data.data;
}
