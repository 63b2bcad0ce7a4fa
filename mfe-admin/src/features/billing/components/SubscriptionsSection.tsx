import { useCallback, useEffect, useState } from 'react';
import { formatCents, ErrorState, Pagination, Select, Spinner, Table, type TableColumn } from '@marktplatz/shared';
import { Muted, SectionTitle, SelectOptions, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { listSubscriptions } from '../api/listSubscriptions';
import type { AdminSubscription, SubscriptionState } from '../api/types';
import { billingMessages, day } from '../messages';

const t = billingMessages.subscriptions;
const PER_PAGE = 25;
const STATES = ['overdue', 'active', 'cancelled'] as const;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rows: AdminSubscription[]; total: number; lastPage: number };

/** „Überfällige Abos“ (and, by the filter, active or cancelled ones): provider, package, amount open, since when. */
export function SubscriptionsSection({ reloadKey }: { reloadKey: number }) {
  const [state, setState] = useState<SubscriptionState>('overdue');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listSubscriptions(state, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [state, page]);
  useEffect(() => {
    fetchPage();
  }, [fetchPage, reloadKey]);

  const columns: TableColumn<AdminSubscription>[] = [
    {
      key: 'provider',
      header: t.providerCol,
      render: (row) => (
        <>
          {row.provider}
          <br />
          <Muted $small as="span">
            {row.provider_email}
          </Muted>
        </>
      ),
    },
    { key: 'package', header: t.packageCol, render: (row) => `${row.package} · ${row.status_text}` },
    {
      key: 'open',
      header: t.openCol,
      render: (row) => (
        <>
          {formatCents(row.open_cents)}
          <br />
          <Muted $small as="span">
            {t.openInvoices(row.open_invoices)}
          </Muted>
        </>
      ),
    },
    {
      key: 'since',
      header: t.sinceCol,
      render: (row) => (row.overdue_since ? t.since(row.overdue_since, row.overdue_days) : t.notOverdue),
    },
    { key: 'period', header: t.periodCol, render: (row) => `${day(row.period_start)} – ${day(row.period_last_day)}` },
    { key: 'method', header: t.methodCol, render: (row) => row.payment_method_text },
  ];

  return (
    <section aria-labelledby="admin-billing-subscriptions">
      <SectionTitle id="admin-billing-subscriptions">{t.title}</SectionTitle>
      <Toolbar>
        <ToolbarField id="billing-subscriptions-state" label={t.state}>
          <Select
            id="billing-subscriptions-state"
            value={state}
            onChange={(event) => {
              setPage(1);
              setState(event.target.value as SubscriptionState);
            }}
          >
            <SelectOptions values={STATES} labels={t.states} />
          </Select>
        </ToolbarField>
      </Toolbar>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' ? (
        <>
          <Muted role="status">{t.total(load.total)}</Muted>
          <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.id} emptyText={t.empty[state]} />
          {load.lastPage > 1 ? <Pagination page={page} totalPages={load.lastPage} onPageChange={setPage} label={t.pages} /> : null}
        </>
      ) : null}
    </section>
  );
}
