import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, ErrorState, Pagination, Select, Spinner, Table, type TableColumn, usePageTitle } from '@marktplatz/shared';
import { Badge, Muted, SectionTitle, SelectOptions, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { listDisputes } from '../api/listDisputes';
import type { AdminDispute, DisputeFilter } from '../api/types';
import { disputeMessages as t } from '../messages';

const PER_PAGE = 20;
const FILTERS: DisputeFilter[] = ['active', 'decidable', 'decided', 'withdrawn', 'all'];

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: AdminDispute[]; lastPage: number };

/** `/admin/streitfaelle` (support): the queue of disputes with the provider's deadline. */
export default function DisputesPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<DisputeFilter>('active');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listDisputes(filter, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [filter, page]);
  useEffect(fetchPage, [fetchPage]);

  const columns: TableColumn<AdminDispute>[] = [
    {
      key: 'case',
      header: t.caseCol,
      render: (row) => (
        <Link to={`/admin/streitfaelle/${row.id}`} aria-label={t.open(row.id)}>
          Nr. {row.id}
        </Link>
      ),
    },
    { key: 'order', header: t.orderCol, render: (row) => `${row.vendor_order_number}` },
    { key: 'provider', header: t.providerCol, render: (row) => row.provider_name },
    { key: 'claimed', header: t.claimedCol, align: 'end', render: (row) => formatCents(row.claimed_cents) },
    {
      key: 'status',
      header: t.statusCol,
      render: (row) => (
        <Badge $tone={row.decidable ? 'warning' : row.status === 'decided' ? 'success' : 'info'} $outline>
          {row.status === 'decided' && row.outcome_text ? `${row.status_text}: ${row.outcome_text}` : row.status_text}
        </Badge>
      ),
    },
    {
      key: 'deadline',
      header: t.deadlineCol,
      render: (row) => (
        <>
          {dateTime(row.answer_due_at)}
          {row.answer_overdue ? <Muted $small> ({t.overdue})</Muted> : null}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-disputes-title">
      <Toolbar>
        <SectionTitle id="admin-disputes-title">{t.title}</SectionTitle>
        <ToolbarField id="admin-disputes-filter" label={t.filter}>
          <Select
            id="admin-disputes-filter"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as DisputeFilter);
              setPage(1);
            }}
          >
            <SelectOptions values={FILTERS} labels={t.filters} />
          </Select>
        </ToolbarField>
      </Toolbar>
      <Muted>{t.intro}</Muted>
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
