import Image from '@tiptap/extension-image';

/** How wide a picture shows in a page or news body: the screen on phones, the text column (720 px) above. */
export const BODY_PICTURE_SIZES = '(max-width: 720px) 100vw, 720px';

/**
 * Pictures in the body (TipTap's image) with the responsive attributes of the media library: `srcset`, `sizes` and
 * `loading` beside `src`, `alt`, `width`, `height` — what the server's sanitiser keeps of an `img`.
 */
export const BodyPicture = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
      loading: { default: null },
    };
  },
}).configure({ inline: false, allowBase64: false });
