import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Button, EmptyState, ErrorState, Spinner, TextField } from '@marktplatz/shared';
import { Toolbar } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { listMedia } from '../api/listMedia';
import type { MediaItem } from '../api/types';
import { mediaMessages as t } from '../messages';
import { MediaGrid } from './MediaGrid';

const PER_PAGE = 24;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: MediaItem[]; lastPage: number };

/**
 * The library's search and grid with „Weitere Bilder“ (the library page and the editor's picker); `action` is each
 * tile's button. `version` reloads from the first page when it changes (after an upload, change or delete).
 */
export function MediaBrowser({
  idPrefix,
  version = 0,
  action,
}: {
  idPrefix: string;
  version?: number;
  action: (item: MediaItem) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    listMedia(q, page, PER_PAGE).then(
      ({ rows, meta }) =>
        setLoad((current) => ({
          state: 'ready',
          rows: page > 1 && current.state === 'ready' ? [...current.rows, ...rows] : rows,
          lastPage: meta.last_page,
        })),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [q, page]);
  useEffect(fetchPage, [fetchPage, version]);
  useEffect(() => setPage(1), [version]);

  return (
    <>
      <Form<{ q?: string }>
        initialValues={{ q }}
        onSubmit={(values) => {
          setQ((values.q ?? '').trim());
          setPage(1);
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} role="search" aria-label={t.search}>
            <Toolbar>
              <TextField id={`${idPrefix}-search`} name="q" type="search" label={t.search} hint={t.searchHint} maxLength={200} />
              <Button type="submit" variant="secondary">
                {t.searchSubmit}
              </Button>
            </Toolbar>
          </form>
        )}
      />
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' && load.rows.length === 0 ? <EmptyState title={q ? t.emptySearch : t.empty} /> : null}
      {load.state === 'ready' && load.rows.length > 0 ? (
        <>
          <MediaGrid items={load.rows} label={t.gridLabel} action={action} />
          {page < load.lastPage ? (
            <Button type="button" variant="secondary" onClick={() => setPage(page + 1)}>
              {t.loadMore}
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
