import { useState } from 'react';
import { Button, notify, VisuallyHidden } from '@marktplatz/shared';
import { Box, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { createPreviewLink } from '../api/createPreviewLink';
import type { ContentKind } from '../api/types';
import { contentMessages as t } from '../messages';

export interface PreviewButtonProps {
  kind: ContentKind;
  id: number;
  /** Unsaved changes are not in the preview: the editor is told. */
  dirty: boolean;
}

/**
 * „Vorschau öffnen“: the last saved version in the site's own pages, in a new tab. The tab opens on the click (a tab
 * opened after the request would be blocked as a pop-up) and gets its address once the link is issued.
 */
export function PreviewButton({ kind, id, dirty }: PreviewButtonProps) {
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const tab = window.open('', '_blank');
    if (!tab) {
      notify.error(t.preview.blocked);
      return;
    }
    tab.opener = null;
    setBusy(true);
    try {
      const link = await createPreviewLink(kind, id);
      tab.location.href = new URL(link.url, window.location.origin).toString();
    } catch (failure) {
      tab.close();
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box aria-labelledby="content-preview-title">
      <h2 id="content-preview-title">{t.preview.open}</h2>
      <Muted $small id="content-preview-hint">
        {t.preview.hint}
      </Muted>
      {dirty ? <Muted $small>{t.preview.unsaved}</Muted> : null}
      <Button type="button" variant="secondary" loading={busy} onClick={() => void open()} aria-describedby="content-preview-hint">
        {t.preview.open} <VisuallyHidden>{t.preview.opens}</VisuallyHidden>
      </Button>
    </Box>
  );
}
