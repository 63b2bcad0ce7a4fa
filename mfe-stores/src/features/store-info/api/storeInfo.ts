import { httpApi, type ApiData, type ApiRequestBody, type Envelope } from '@marktplatz/shared';

/** The provider's company data and page parts — the API's declared answer. */
export type StoreInfo = ApiData<'/api/v2/getProviderStoreInfo', 'get'>;
export type StorePageInput = ApiRequestBody<'/api/v2/providerStoreUpdate', 'post'>;
export type StoreImage = ApiData<'/api/v2/providerStoreImage', 'post'>;
export type ImageKind = 'logo' | 'gallery' | 'certificate' | 'content';

/** `GET api/v2/getProviderStoreInfo`. */
export async function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  const response = await httpApi.get<Envelope<StoreInfo>>('v2/getProviderStoreInfo', { signal });
  return response.data.data;
}

/** `POST api/v2/providerStoreUpdate`: a list that is sent replaces the stored one. */
export async function updateStorePage(input: StorePageInput): Promise<StoreInfo> {
  const response = await httpApi.post<Envelope<StoreInfo>>('v2/providerStoreUpdate', input);
  return response.data.data;
}

/** `POST api/v2/providerInfoUpdate`: "Profil verbergen" ticked sends `show_profile` 0, else 1 (spec §5). */
export async function setProfileHidden(hidden: boolean): Promise<StoreInfo> {
  const response = await httpApi.post<Envelope<StoreInfo>>('v2/providerInfoUpdate', { show_profile: hidden ? 0 : 1 });
  return response.data.data;
}

/** `POST api/v2/providerStoreImage?kind=…` (multipart `file`), with upload progress 0–100. */
export async function uploadStoreImage(kind: ImageKind, file: File, onProgress?: (percent: number) => void): Promise<StoreImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await httpApi.post<Envelope<StoreImage>>('v2/providerStoreImage', form, {
    params: { kind },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data.data;
}

/** `POST api/v2/removeCompanyImages`: the remaining gallery. */
export async function removeCompanyImages(ids: number[]): Promise<StoreInfo['company_images']> {
  const response = await httpApi.post<Envelope<StoreInfo['company_images']>>('v2/removeCompanyImages', { image_ids: ids });
  return response.data.data;
}
