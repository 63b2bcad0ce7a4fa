import { http, type ApiData, type ApiRequestBody, type Envelope, uploadProgress } from '@marktplatz/shared';

/** The provider's trader data, state and steps (generated contract). */
export type Onboarding = ApiData<'/getProviderOnBoardingInfo', 'get'>;
export type OnboardingStepKey = Onboarding['steps'][number]['key'];
export type OnboardingUpdate = NonNullable<ApiRequestBody<'/storeProviderOnBoarding', 'post'>>;

/** `GET /getProviderOnBoardingInfo`. */
export async function getOnboarding(signal?: AbortSignal): Promise<Onboarding> {
  const response = await http.get<Envelope<Onboarding>>('getProviderOnBoardingInfo', { signal });
  return response.data.data;
}

/** `POST /storeProviderOnBoarding`: the fields of one step; `submit: 1` sends everything for verification. */
export async function storeOnboarding(update: OnboardingUpdate): Promise<{ data: Onboarding; message: string | undefined }> {
  const response = await http.post<Envelope<Onboarding>>('storeProviderOnBoarding', update);
  return { data: response.data.data, message: response.data.message ?? undefined };
}

/** `POST /v2/providerUploadDocs` (multipart `file`); `onProgress` gets 0–100. */
export async function uploadIdDocument(file: File, onProgress: (percent: number) => void): Promise<Onboarding> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<Envelope<Onboarding>>('v2/providerUploadDocs', body, uploadProgress(onProgress));
  onProgress(100);
  return response.data.data;
}
