import { useState } from 'react';
import { Button, usePageTitle } from '@marktplatz/shared';
import { Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { MediaBrowser } from '../components/MediaBrowser';
import { MediaDetailDialog } from '../components/MediaDetailDialog';
import { UploadDialog } from '../components/UploadDialog';
import { mediaMessages as t } from '../messages';

/** `/admin/medien` (editors): the media library — upload, search, change alt text and title, where used, delete. */
export default function MediaPage() {
  usePageTitle(t.title);
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((current) => current + 1);

  return (
    <section aria-labelledby="admin-media-title">
      <Toolbar>
        <SectionTitle id="admin-media-title">{t.title}</SectionTitle>
        <Button type="button" onClick={() => setUploading(true)}>
          {t.upload}
        </Button>
      </Toolbar>
      <Muted>{t.intro}</Muted>
      <MediaBrowser
        idPrefix="media-library"
        version={version}
        action={(item) => (
          <Button type="button" variant="secondary" size="sm" aria-label={t.editOf(item.alt_text)} onClick={() => setOpen(item.id)}>
            {t.edit}
          </Button>
        )}
      />
      {uploading ? (
        <UploadDialog
          onClose={() => setUploading(false)}
          onUploaded={() => {
            setUploading(false);
            changed();
          }}
        />
      ) : null}
      {open !== null ? <MediaDetailDialog id={open} onClose={() => setOpen(null)} onChanged={changed} /> : null}
    </section>
  );
}
