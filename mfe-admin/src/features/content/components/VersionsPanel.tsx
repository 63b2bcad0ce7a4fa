import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, ErrorState, notify, Spinner, Table, type TableColumn } from '@marktplatz/shared';
import { Box, Muted } from '@marktplatz/shared/kit';
import { Fact, Facts } from '../../../components/detail';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { getVersion } from '../api/getVersion';
import { listVersions } from '../api/listVersions';
import { restoreVersion } from '../api/restoreVersion';
import type { ContentKind, ContentOf, ContentVersion, VersionSummary } from '../api/types';
import { berlinDayTime } from '../lib/berlinTime';
import type { ValueNames } from '../lib/versionDiff';
import { contentMessages as t } from '../messages';
import { RichTextView } from './RichTextEditor';
import { VersionCompare } from './VersionCompare';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: VersionSummary[] };
type Viewed =
  | { state: 'loading'; version: number }
  | { state: 'failed'; version: number; message: string }
  | { state: 'ready'; version: number; data: ContentVersion };

const failureText = (failure: unknown) => (failure instanceof AdminFailure ? failure.message : messages.errors.generic);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function VersionView({ viewed, onClose }: { viewed: Viewed; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.viewTitle(viewed.version)}
      size="lg"
      footer={
        <Button type="button" variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      {viewed.state === 'loading' ? <Spinner block /> : null}
      {viewed.state === 'failed' ? <ErrorState error={viewed.message} /> : null}
      {viewed.state === 'ready' ? (
        <>
          <Facts>
            <Fact label={t.versionWho}>{viewed.data.saved_by ?? t.unknownSaver}</Fact>
            <Fact label={t.versionWhen}>{`${berlinDayTime(viewed.data.saved_at)} Uhr`}</Fact>
            <Fact label={t.fields.title}>{text(viewed.data.data.title)}</Fact>
            <Fact label={t.fields.slug}>{text(viewed.data.data.slug)}</Fact>
            <Fact label={t.fields.metaTitle}>{text(viewed.data.data.meta_title)}</Fact>
            <Fact label={t.fields.metaDescription}>{text(viewed.data.data.meta_description)}</Fact>
          </Facts>
          <h3>{t.fields.content}</h3>
          <RichTextView html={text(viewed.data.data.content)} label={t.fields.content} />
        </>
      ) : null}
    </Dialog>
  );
}

export interface VersionsPanelProps<K extends ContentKind> {
  kind: K;
  record: ContentOf<K>;
  /** Unsaved changes: a restore would replace them, so it waits for a save. */
  dirty: boolean;
  /** Names of the ids a version stores, for the comparison (news category, region). */
  names?: ValueNames;
  onRestored: (record: ContentOf<K>) => void;
}

/** Every save as a version (number, who, when): view one, restore one after a confirmation. */
export function VersionsPanel<K extends ContentKind>({ kind, record, dirty, names, onRestored }: VersionsPanelProps<K>) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [viewed, setViewed] = useState<Viewed | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const { id, version: current } = record;

  const fetchVersions = useCallback(() => {
    setLoad({ state: 'loading' });
    listVersions(kind, id).then(
      (rows) => setLoad({ state: 'ready', rows }),
      (failure: unknown) => setLoad({ state: 'failed', message: failureText(failure) }),
    );
  }, [kind, id]);
  useEffect(fetchVersions, [fetchVersions, current]);

  const view = (version: number) => {
    setViewed({ state: 'loading', version });
    getVersion(kind, id, version).then(
      (data) => setViewed({ state: 'ready', version, data }),
      (failure: unknown) => setViewed({ state: 'failed', version, message: failureText(failure) }),
    );
  };

  const columns: TableColumn<VersionSummary>[] = [
    { key: 'version', header: t.versionCol, render: (row) => t.versionLabel(row.version) },
    // Who and when in one column: the panel stands in a narrow side column beside the editor.
    {
      key: 'saved',
      header: t.versionSaved,
      render: (row) => (
        <>
          {`${berlinDayTime(row.saved_at)} Uhr`}
          <br />
          <Muted $small as="span">
            {row.saved_by ?? t.unknownSaver}
          </Muted>
        </>
      ),
    },
    {
      key: 'actions',
      header: t.versionActions,
      render: (row) => (
        <>
          <Button
            type="button"
            variant="link"
            size="sm"
            onClick={() => view(row.version)}
            aria-label={`${t.versionLabel(row.version)} ${t.view}`}
          >
            {t.view}
          </Button>{' '}
          {row.version !== current ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              disabled={dirty}
              onClick={() => setRestoring(row.version)}
              aria-label={`${t.versionLabel(row.version)} ${t.restore}`}
            >
              {t.restore}
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <Box aria-labelledby="content-versions-title">
      <h2 id="content-versions-title">{t.versions}</h2>
      {dirty ? <Muted $small>{t.saveFirst}</Muted> : null}
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchVersions} /> : null}
      {load.state === 'ready' ? (
        <Table caption={t.versionCaption} columns={columns} rows={load.rows} getRowKey={(row) => row.version} emptyText={t.versionsEmpty} />
      ) : null}
      {load.state === 'ready' && load.rows.length >= 2 ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => setComparing(true)}>
          {t.compare.open}
        </Button>
      ) : null}
      {comparing && load.state === 'ready' ? (
        <VersionCompare kind={kind} id={id} versions={load.rows} names={names} onClose={() => setComparing(false)} />
      ) : null}
      {viewed ? <VersionView viewed={viewed} onClose={() => setViewed(null)} /> : null}
      {restoring !== null ? (
        <ReasonDialog
          idPrefix="content-restore"
          title={t.restoreTitle(restoring)}
          intro={<p>{t.restoreText}</p>}
          submitLabel={t.restore}
          cancelLabel={t.cancel}
          onClose={() => setRestoring(null)}
          onSubmit={async () => {
            const updated = await restoreVersion(kind, id, restoring, current);
            notify.success(t.restored(restoring));
            setRestoring(null);
            onRestored(updated);
          }}
        />
      ) : null}
    </Box>
  );
}
