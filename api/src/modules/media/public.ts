/** What other modules may use of the media library: the shape of a picture as the API answers it. */
export type { MediaDetailDto, MediaItemDto } from './schemas';
