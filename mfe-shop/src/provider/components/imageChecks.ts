/** The checks of chosen product images before an upload (the picker itself is the kit's `FilePicker`). */
import { hasAllowedExtension, messages as sharedMessages } from '@marktplatz/shared';
import { messages } from '../../messages/provider';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGES_PER_REQUEST = 10;

const t = messages.gallery;

/** Checks chosen images: png/jpg/jpeg and at most 5 MB each; answers the German problem or null. */
export function checkImages(files: readonly File[]): string | null {
  for (const file of files) {
    if (!hasAllowedExtension(file.name, ['images'])) return sharedMessages.invalidFileType;
    if (file.size > IMAGE_MAX_BYTES) return t.tooLarge(file.name);
  }
  return null;
}
