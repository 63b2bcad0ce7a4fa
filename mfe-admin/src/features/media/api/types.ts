import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the media library's routes (`api/src/modules/media`), from the generated contract. */
export type MediaItem = ApiData<'/admin/media', 'get'>[number];
export type MediaDetail = ApiData<'/admin/media/{id}', 'get'>;
export type MediaUse = MediaDetail['used_in'][number];
export type MediaUpdate = ApiRequestBody<'/admin/media/{id}', 'patch'>;
