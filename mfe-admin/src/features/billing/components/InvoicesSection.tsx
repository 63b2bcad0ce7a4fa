import { useCallback, useEffect, useState } from 'react';
import { formatCents, Button, ErrorState, Pagination, Select, Spinner, Table, type TableColumn } from '@marktplatz/shared';
import { Badge, Muted, SectionTitle, SelectOptions, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { listInvoices } from '../api/listInvoices';
import type { AdminInvoice, InvoiceFilter } from '../api/types';
import { billingMessages, day } from '../messages';
import { MarkPaidDialog } from './MarkPaidDialog';
import { SearchForm } from '../../../components/SearchForm';

const t = billingMessages.invoices;
const PER_PAGE = 25;
const FILTERS = ['open', 'overdue', 'paid'] as const;

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: AdminInvoice[]; total: number; lastPage: number };

/** „Rechnungen“: filter by status and search, table (stacked cards on small screens), „Als bezahlt markieren“. */
export function InvoicesSection({ reloadKey, onChanged }: { reloadKey: number; onChanged: () => void }) {
  const [status, setStatus] = useState<InvoiceFilter>('open');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [selected, setSelected] = useState<AdminInvoice | null>(null);

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listInvoices({ status, q }, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [status, q, page]);
  useEffect(() => {
    fetchPage();
  }, [fetchPage, reloadKey]);

  const columns: TableColumn<AdminInvoice>[] = [
    {
      key: 'number',
      header: t.numberCol,
      render: (row) => (
        <>
          <strong>{row.invoice_number}</strong>
          <br />
          <Muted $small as="span">
            {row.kind_text}
          </Muted>
        </>
      ),
    },
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
    { key: 'period', header: t.periodCol, render: (row) => t.period(row.period_start, row.period_last_day) },
    { key: 'amount', header: t.amountCol, render: (row) => formatCents(row.total_cents) },
    { key: 'method', header: t.methodCol, render: (row) => row.payment_method_text },
    {
      key: 'due',
      header: t.dueCol,
      render: (row) => (
        <>
          {day(row.due_date)}
          {row.overdue_days > 0 ? (
            <>
              <br />
              <Badge $tone="danger">{t.overdueDays(row.overdue_days)}</Badge>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'paid', header: t.paidCol, render: (row) => (row.paid_at ? dateTime(row.paid_at) : t.notPaid) },
    { key: 'state', header: t.stateCol, render: (row) => row.status_text },
    {
      key: 'actions',
      header: t.actionsCol,
      render: (row) =>
        row.status === 'open' ? (
          <Button type="button" size="sm" aria-label={t.markPaidLabel(row.invoice_number)} onClick={() => setSelected(row)}>
            {t.markPaid}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="admin-billing-invoices">
      <SectionTitle id="admin-billing-invoices">{t.title}</SectionTitle>
      <SearchForm
        idPrefix="billing-invoices"
        value={q}
        onSearch={(typed) => {
          setPage(1);
          setQ(typed);
        }}
        filtersLabel={t.filters}
        label={t.search}
        hint={t.searchHint}
        submitLabel={t.searchSubmit}
        wrap
      >
        <ToolbarField id="billing-invoices-status" label={t.status}>
          <Select
            id="billing-invoices-status"
            value={status}
            onChange={(event) => {
              setPage(1);
              setStatus(event.target.value as InvoiceFilter);
            }}
          >
            <option value="">{t.anyStatus}</option>
            <SelectOptions values={FILTERS} labels={t.statuses} />
          </Select>
        </ToolbarField>
      </SearchForm>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' ? (
        <>
          <Muted role="status">{t.total(load.total)}</Muted>
          <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.id} emptyText={t.empty} />
          {load.lastPage > 1 ? <Pagination page={page} totalPages={load.lastPage} onPageChange={setPage} label={t.pages} /> : null}
        </>
      ) : null}
      <MarkPaidDialog
        invoice={selected}
        onClose={() => setSelected(null)}
        onDone={() => {
          setSelected(null);
          onChanged();
        }}
      />
    </section>
  );
}
