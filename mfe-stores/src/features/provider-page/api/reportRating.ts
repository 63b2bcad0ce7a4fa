import { httpApi, type ApiRequestBody } from '@marktplatz/shared';

export type RatingReport = ApiRequestBody<'/api/sendProviderRatingReport', 'post'>;
export type ReportReason = RatingReport['reason'];

/** `POST api/sendProviderRatingReport`: once per user and rating (a second time answers 409). */
export async function reportRating(body: RatingReport): Promise<string | undefined> {
  const response = await httpApi.post<{ message?: string }>('sendProviderRatingReport', body);
  return response.data.message;
}
