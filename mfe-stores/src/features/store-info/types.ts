/** The wire shapes this feature reads and sends (generated contract types, `npm run contract`). */
import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** The provider's company data and page parts — the API's declared answer. */
export type StoreInfo = ApiData<'/api/v2/getProviderStoreInfo', 'get'>;
export type StorePageInput = ApiRequestBody<'/api/v2/providerStoreUpdate', 'post'>;
export type StoreImage = ApiData<'/api/v2/providerStoreImage', 'post'>;
export type ImageKind = 'logo' | 'gallery' | 'certificate' | 'content';
