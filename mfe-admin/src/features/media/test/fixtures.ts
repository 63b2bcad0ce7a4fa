import type { MediaItem } from '../api/types';

/** Where the test picture's files lie. */
export const MEDIA_BASE = 'https://api.marktplatz.test/uploads/media/u1';

/** A picture of the media library with two generated sizes; `overrides` for what a test needs otherwise. */
export function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 7,
    url: `${MEDIA_BASE}/original.jpg`,
    file_name: 'bad.jpg',
    title: 'Bad',
    alt_text: 'Ein helles Badezimmer',
    mime_type: 'image/jpeg',
    width: 2000,
    height: 1000,
    size_bytes: 2_400_000,
    sizes: [
      { width: 480, height: 240, url: `${MEDIA_BASE}/w480.webp`, type: 'image/webp', size_bytes: 20_000 },
      { width: 960, height: 480, url: `${MEDIA_BASE}/w960.webp`, type: 'image/webp', size_bytes: 60_000 },
    ],
    srcset: `${MEDIA_BASE}/w480.webp 480w, ${MEDIA_BASE}/w960.webp 960w`,
    created_at: '2026-12-05T10:00:00.000Z',
    updated_at: '2026-12-05T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET admin/media` answering one page with `rows`. */
export const mediaListPage = (rows: MediaItem[]) => ({
  status: 200,
  data: { status: true, data: rows, meta: { current_page: 1, last_page: 1, per_page: 24, total: rows.length } },
});
