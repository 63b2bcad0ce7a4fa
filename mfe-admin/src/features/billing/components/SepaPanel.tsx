import { useState } from 'react';
import { formatCents, Button, ConfirmDialog } from '@marktplatz/shared';
import { Alert, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { createSepaCollection, downloadSepaFile } from '../api/createSepaCollection';
import type { SepaCollection } from '../api/types';
import { billingMessages } from '../messages';

const t = billingMessages.sepa;

/**
 * „SEPA-Lastschriftdatei erstellen“: after the confirmation the file is created and downloaded at once; it is not
 * stored on the server, so the screen keeps it for „Datei erneut herunterladen“ while it is open.
 */
export function SepaPanel({ onChanged }: { onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [collection, setCollection] = useState<SepaCollection | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setAsking(false);
    setWorking(true);
    setError(null);
    try {
      const created = await createSepaCollection();
      setCollection(created);
      if (created.sepa_xml) {
        downloadSepaFile(created);
        onChanged();
      }
    } catch (failure) {
      setError(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section aria-labelledby="admin-billing-sepa" aria-busy={working}>
      <SectionTitle id="admin-billing-sepa">{t.title}</SectionTitle>
      <Muted>{t.text}</Muted>
      <Button type="button" onClick={() => setAsking(true)} loading={working} disabled={working}>
        {t.create}
      </Button>
      {working ? <Muted role="status">{t.working}</Muted> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {collection ? (
        collection.sepa_xml ? (
          <Alert $tone="success" role="status">
            {t.done(collection.count, formatCents(collection.total_cents))}
            <br />
            <Muted $small as="span">
              {t.batch(collection.batch_id)}
            </Muted>{' '}
            <Button type="button" size="sm" variant="secondary" onClick={() => downloadSepaFile(collection)}>
              {t.again}
            </Button>
          </Alert>
        ) : (
          <Alert $tone="info" role="status">
            {t.nothing}
          </Alert>
        )
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        confirmLabel={t.submit}
        cancelLabel={billingMessages.cancel}
        destructive={false}
        onConfirm={create}
        onCancel={() => setAsking(false)}
      >
        <p>{t.confirmText}</p>
      </ConfirmDialog>
    </section>
  );
}
