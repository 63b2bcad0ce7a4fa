import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, ErrorState, Pagination, Spinner, Table, type TableColumn } from '@marktplatz/shared';
import { SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { listRuns } from '../api/listRuns';
import type { PayoutRun } from '../api/types';
import { payoutMessages } from '../messages';
import { RunState } from './RunState';

const t = payoutMessages.runs;
const PER_PAGE = 10;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: PayoutRun[]; lastPage: number };

/** „Auszahlungsläufe“: state, count, sum, who created and who released each run; a run opens its detail page. */
export function RunsSection({ reloadKey }: { reloadKey: number }) {
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listRuns(page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [page]);
  useEffect(() => {
    fetchPage();
  }, [fetchPage, reloadKey]);

  const columns: TableColumn<PayoutRun>[] = [
    {
      key: 'id',
      header: t.idCol,
      render: (row) => (
        <Link to={`/admin/auszahlungen/${row.id}`} aria-label={t.open(row.id)}>
          {payoutMessages.detail.title(row.id)}
        </Link>
      ),
    },
    { key: 'state', header: t.stateCol, render: (row) => <RunState run={row} /> },
    { key: 'count', header: t.countCol, align: 'end', render: (row) => row.count },
    { key: 'sum', header: t.sumCol, align: 'end', render: (row) => formatCents(row.total_cents) },
    { key: 'created', header: t.createdCol, render: (row) => t.by(row.created_by, dateTime(row.created_at)) },
    {
      key: 'released',
      header: t.releasedCol,
      render: (row) => (row.released_by && row.released_at ? t.by(row.released_by, dateTime(row.released_at)) : t.none),
    },
  ];

  return (
    <section aria-labelledby="admin-payout-runs">
      <SectionTitle id="admin-payout-runs">{t.title}</SectionTitle>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' ? (
        <>
          <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.id} emptyText={t.empty} />
          {load.lastPage > 1 ? <Pagination page={page} totalPages={load.lastPage} onPageChange={setPage} label={t.pages} /> : null}
        </>
      ) : null}
    </section>
  );
}
