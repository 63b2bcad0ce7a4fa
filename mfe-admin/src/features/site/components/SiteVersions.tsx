import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  berlinClock,
  Button,
  CheckboxField,
  ErrorState,
  germanDayTime,
  notify,
  Spinner,
  Table,
  type TableColumn,
} from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { AdminFailure } from '../../../lib/adminApi';
import { listSiteVersions } from '../api/listSiteVersions';
import type { SiteSet, SiteVersionSummary } from '../api/types';
import { siteMessages as t } from '../messages';

/** Set apart from the editor above and the next section below. */
const Panel = styled.section`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xl}`};
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: SiteVersionSummary[] };

export interface SiteVersionsProps {
  set: SiteSet;
  /** The version the editor shows (the newest save). */
  current: number;
  /** Unsaved changes in the editor: a restore would replace them, so it waits. */
  dirty: boolean;
  /** Restores `version` as a new save and shows it (cookie texts: `askAgain` raises the consent version). */
  onRestore: (version: number, askAgain: boolean) => Promise<void>;
}

const when = (row: SiteVersionSummary) =>
  t.versions.when(germanDayTime(berlinClock(new Date(row.saved_at))), row.saved_by ?? t.versions.unknownSaver);

/**
 * The saves of the menus or of the cookie texts (who, when), newest first; „Wiederherstellen“ asks for a confirmation
 * (for the cookie texts also whether visitors are asked again) and saves that version as a new one.
 */
export function SiteVersions({ set, current, dirty, onRestore }: SiteVersionsProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [restoring, setRestoring] = useState<number | null>(null);
  const titleId = `site-${set}-versions-title`;

  const fetchVersions = useCallback(() => {
    setLoad({ state: 'loading' });
    listSiteVersions(set).then(
      (rows) => setLoad({ state: 'ready', rows }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : t.versions.loadFailed }),
    );
  }, [set]);
  useEffect(fetchVersions, [fetchVersions, current]);

  const columns: TableColumn<SiteVersionSummary>[] = [
    {
      key: 'version',
      header: t.versions.version,
      render: (row) =>
        row.version === current ? `${t.versions.label(row.version)} (${t.versions.current})` : t.versions.label(row.version),
    },
    { key: 'saved', header: t.versions.saved, render: when },
    {
      key: 'actions',
      header: t.versions.actions,
      render: (row) =>
        row.version === current ? null : (
          <Button
            type="button"
            variant="link"
            size="sm"
            disabled={dirty}
            onClick={() => setRestoring(row.version)}
            aria-label={t.versions.restoreLabel(row.version)}
          >
            {t.versions.restore}
          </Button>
        ),
    },
  ];

  return (
    <Panel aria-labelledby={titleId} data-testid={`site-${set}-versions`}>
      <SectionTitle as="h3" id={titleId}>
        {set === 'menus' ? t.versions.menusTitle : t.versions.cookiesTitle}
      </SectionTitle>
      {dirty ? <Muted $small>{t.versions.saveFirst}</Muted> : null}
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchVersions} /> : null}
      {load.state === 'ready' ? (
        <Table
          caption={t.versions.caption}
          columns={columns}
          rows={load.rows}
          getRowKey={(row) => row.version}
          emptyText={t.versions.empty}
        />
      ) : null}
      {restoring !== null ? (
        <ReasonDialog<{ reason: string; ask_again?: boolean }>
          idPrefix={`site-${set}-restore`}
          title={t.versions.confirmTitle(restoring)}
          intro={<p>{set === 'menus' ? t.versions.confirmMenus : t.versions.confirmCookies}</p>}
          submitLabel={t.versions.restore}
          cancelLabel={t.versions.cancel}
          onClose={() => setRestoring(null)}
          onSubmit={async (values) => {
            await onRestore(restoring, values.ask_again === true);
            notify.success(t.versions.restored(restoring));
            setRestoring(null);
          }}
        >
          {set === 'cookies' ? (
            <CheckboxField id={`site-${set}-ask-again`} name="ask_again" label={t.versions.askAgain} hint={t.versions.askAgainHint} />
          ) : null}
        </ReasonDialog>
      ) : null}
    </Panel>
  );
}
