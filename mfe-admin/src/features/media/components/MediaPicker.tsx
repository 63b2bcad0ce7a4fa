import { Button, Dialog } from '@marktplatz/shared';
import type { MediaItem } from '../api/types';
import { mediaMessages as t } from '../messages';
import { MediaBrowser } from './MediaBrowser';

/** A dialog over the media library: choosing a picture hands it to `onPick` (the editor inserts it, a form takes its address). */
export function MediaPicker({
  title = t.picker.title,
  chooseLabel = t.picker.choose,
  onPick,
  onClose,
}: {
  title?: string;
  chooseLabel?: (alt: string) => string;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={title} size="lg">
      <MediaBrowser
        idPrefix="media-picker"
        action={(item) => (
          <Button type="button" size="sm" aria-label={chooseLabel(item.alt_text)} onClick={() => onPick(item)}>
            {t.picker.pick}
          </Button>
        )}
      />
    </Dialog>
  );
}
