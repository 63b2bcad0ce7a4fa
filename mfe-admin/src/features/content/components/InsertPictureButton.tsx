import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Button } from '@marktplatz/shared';
import { MediaPicker, mediaMessages, type MediaItem } from '../../media';
import { BODY_PICTURE_SIZES } from '../lib/picture';

/** „Bild einfügen“: a picture from the media library into the body, with its alt text and responsive sizes. */
export function InsertPictureButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const insert = (item: MediaItem) => {
    setOpen(false);
    // At the last cursor position; the dialog gives the focus back to the button.
    editor
      .chain()
      .insertContent({
        type: 'image',
        attrs: {
          src: item.url,
          alt: item.alt_text,
          width: item.width,
          height: item.height,
          srcset: item.srcset || null,
          sizes: item.srcset ? BODY_PICTURE_SIZES : null,
          loading: 'lazy',
        },
      })
      .run();
  };
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {mediaMessages.picker.open}
      </Button>
      {open ? <MediaPicker onPick={insert} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
