import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, ErrorState, formatDateTime, notify, Spinner } from '@marktplatz/shared';
import { getLandingVersions } from '../api/getLandingVersions';
import { restoreLandingVersion } from '../api/restoreLandingVersion';
import type { LandingVersion } from '../api/types';
import { landingMessages as text } from '../messages';

const Details = styled.details`
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export interface LandingVersionsProps<T> {
  page: string;
  /** A list's key, or `sections` for the order of the page's sections. */
  list: string;
  /** The version the list or order is at now (a restore is based on it; the list reloads when it changes). */
  current: number;
  onRestored: (state: T) => void;
  /** A restore refused (someone saved in between): the owner loads its state again. */
  onRefused: () => void;
}

type Load = { state: 'closed' } | { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: LandingVersion[] };

/**
 * The saved versions of a start page's list or section order (who, when), loaded when opened; „Wiederherstellen“
 * after a confirmation makes an older version the page's state again (as a new version).
 */
export function LandingVersions<T>({ page, list, current, onRestored, onRefused }: LandingVersionsProps<T>) {
  const [load, setLoad] = useState<Load>({ state: 'closed' });
  const [restoring, setRestoring] = useState<number | null>(null);

  const fetchVersions = useCallback(() => {
    setLoad({ state: 'loading' });
    getLandingVersions(page, list).then(
      (rows) => setLoad({ state: 'ready', rows }),
      (error: unknown) => setLoad({ state: 'failed', message: errorMessage(error, text.versions.loadFailed) }),
    );
  }, [page, list]);

  const restore = async () => {
    if (restoring === null) return;
    try {
      onRestored(await restoreLandingVersion<T>(page, list, restoring, current));
      notify.success(text.versions.restored(restoring));
    } catch (error) {
      notify.error(errorMessage(error, text.versions.loadFailed));
      onRefused();
    } finally {
      setRestoring(null);
      fetchVersions();
    }
  };

  return (
    <Details
      data-testid={`landing-versions-${list}`}
      onToggle={(event) => {
        if (event.currentTarget.open && load.state === 'closed') fetchVersions();
      }}
    >
      <summary>{text.versions.show}</summary>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchVersions} /> : null}
      {load.state === 'ready' && load.rows.length === 0 ? <p>{text.versions.empty}</p> : null}
      {load.state === 'ready' && load.rows.length > 0 ? (
        <ol aria-label={text.versions.caption}>
          {load.rows.map((row) => (
            <li key={row.version}>
              <span>
                <strong>{text.versions.label(row.version)}</strong>{' '}
                {text.versions.saved(row.saved_by ?? text.versions.unknownSaver, formatDateTime(row.saved_at))}
              </span>
              {row.version === current ? (
                <span>{text.versions.current}</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRestoring(row.version)}
                  aria-label={text.versions.restoreLabel(row.version)}
                >
                  {text.versions.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        title={restoring === null ? '' : text.versions.confirmTitle(restoring)}
        confirmLabel={text.versions.confirmButton}
        cancelLabel={text.cancel}
        destructive={false}
        onConfirm={restore}
        onCancel={() => setRestoring(null)}
      >
        {text.versions.confirm}
      </ConfirmDialog>
    </Details>
  );
}
