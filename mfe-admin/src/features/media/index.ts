/**
 * The media library („Medien“): its page is mounted by the area's routes (`Area.tsx`); the content editor inserts
 * pictures through {@link MediaPicker}.
 */
export { MediaPicker } from './components/MediaPicker';
export type { MediaItem } from './api/types';
export { mediaMessages } from './messages';
export const MEDIA_HOME = '/admin/medien';
