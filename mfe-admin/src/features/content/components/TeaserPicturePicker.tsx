import { useState } from 'react';
import { useForm } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { MediaPicker, mediaMessages, type MediaItem } from '../../media';

const Row = styled.div`
  margin-block-end: ${({ theme }) => theme.space.md};
`;

/** The news teaser picture from the media library: sets its address and, when still empty, its alt text. */
export function TeaserPicturePicker() {
  const form = useForm();
  const [open, setOpen] = useState(false);
  const pick = (item: MediaItem) => {
    setOpen(false);
    form.change('image', item.url);
    const alt = form.getState().values.image_alt as string | undefined;
    if (!alt || alt.trim() === '') form.change('image_alt', item.alt_text);
  };
  return (
    <Row>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {mediaMessages.picker.teaser}
      </Button>
      {open ? (
        <MediaPicker
          title={mediaMessages.picker.teaserTitle}
          chooseLabel={mediaMessages.picker.select}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Row>
  );
}
