import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

export type RatePreview = ApiData<'/api/loanRatePreview', 'get'>;

/** `GET api/loanRatePreview`: the annuity (monthly rate, total, interest) computed by the API in cents. */
export async function getRatePreview(
  input: { amount: string; term_months: string; interest_rate: string },
  signal?: AbortSignal,
): Promise<RatePreview> {
  const response = await httpApi.get<Envelope<RatePreview>>('loanRatePreview', { params: input, signal });
  return response.data.data;
}
