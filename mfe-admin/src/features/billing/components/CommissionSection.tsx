import { useCallback, useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  formatCents,
  berlinClock,
  Button,
  ConfirmDialog,
  ErrorState,
  Input,
  Pagination,
  Spinner,
  Table,
  type TableColumn,
} from '@marktplatz/shared';
import { Alert, Muted, SectionTitle, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { listCommissionDocuments } from '../api/listCommissionDocuments';
import { runCommissionMonth } from '../api/runCommissionMonth';
import type { CommissionDocument, CommissionRunResult } from '../api/types';
import { billingMessages } from '../messages';

const t = billingMessages.commission;

const MonthRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** The Berlin month before this one, `YYYY-MM` (what the run on the 1st bills). */
export function previousMonth(now: Date = new Date()): string {
  const { year, month } = berlinClock(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: CommissionDocument[]; lastPage: number };

const failureText = (failure: unknown) => (failure instanceof AdminFailure ? failure.message : messages.errors.generic);

/** „Provisionsrechnungen“ of `/admin/abrechnung`: run a month on demand (confirmed) and the documents of a month. */
export function CommissionSection() {
  const [initialMonth] = useState(previousMonth);
  const [initialValues] = useState(() => ({ month: initialMonth }));
  const [shown, setShown] = useState(initialMonth);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  /** The month the confirmation asks about (`null`: closed). */
  const [asking, setAsking] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<CommissionRunResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fetchDocuments = useCallback(() => {
    setLoad({ state: 'loading' });
    listCommissionDocuments(shown, page, 25).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, lastPage: meta?.last_page ?? 1 }),
      (failure: unknown) => setLoad({ state: 'failed', message: failureText(failure) }),
    );
  }, [shown, page]);
  useEffect(fetchDocuments, [fetchDocuments]);

  const show = ({ month }: { month?: string }) => {
    setPage(1);
    setShown((month ?? '').trim());
  };

  const run = async () => {
    const month = asking ?? '';
    setAsking(null);
    setRunning(true);
    setError(null);
    setResult(null);
    try {
      const answer = await runCommissionMonth(month.trim());
      setResult(answer);
      setPage(1);
      if (shown === answer.month) fetchDocuments();
      else setShown(answer.month);
    } catch (failure) {
      setError(failure instanceof AdminFailure ? (failure.field('month') ?? failure.message) : messages.errors.generic);
    } finally {
      setRunning(false);
    }
  };

  const columns: TableColumn<CommissionDocument>[] = [
    { key: 'number', header: t.numberCol, render: (row) => row.document_number },
    { key: 'kind', header: t.kindCol, render: (row) => row.kind_text },
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
    { key: 'net', header: t.netCol, align: 'end', render: (row) => formatCents(row.net_cents) },
    { key: 'vat', header: t.vatCol, align: 'end', render: (row) => formatCents(row.vat_cents) },
    { key: 'gross', header: t.grossCol, align: 'end', render: (row) => formatCents(row.total_cents) },
  ];

  return (
    <section aria-labelledby="admin-billing-commission">
      <SectionTitle id="admin-billing-commission">{t.title}</SectionTitle>
      <Muted>{t.text}</Muted>
      <Form<{ month?: string }> onSubmit={show} initialValues={initialValues}>
        {({ handleSubmit, values }) => (
          <form aria-label={t.filter} onSubmit={handleSubmit}>
            <Toolbar>
              <ToolbarField id="billing-commission-month" label={t.month}>
                <MonthRow>
                  {/* The month beside its buttons: the kit's unbound Input (the toolbar field is its frame). */}
                  <Field<string> name="month">
                    {({ input }) => (
                      <Input
                        {...input}
                        value={input.value ?? ''}
                        id="billing-commission-month"
                        inputMode="numeric"
                        placeholder={t.monthPlaceholder}
                        aria-describedby="billing-commission-month-hint"
                      />
                    )}
                  </Field>
                  <Button type="submit" variant="secondary">
                    {t.filter}
                  </Button>
                  <Button type="button" onClick={() => setAsking((values.month ?? '').trim())} loading={running} disabled={running}>
                    {t.run}
                  </Button>
                </MonthRow>
                <Muted $small id="billing-commission-month-hint">
                  {t.monthHint}
                </Muted>
              </ToolbarField>
            </Toolbar>
          </form>
        )}
      </Form>
      {running ? <Muted role="status">{t.running}</Muted> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {result ? (
        <Alert $tone="success" role="status" aria-label={t.result}>
          <strong>{t.issued(result)}</strong>
          {result.invoices.length + result.credit_notes.length > 0 ? (
            <>
              <br />
              <Muted $small as="span">
                {t.numbers}: {[...result.invoices, ...result.credit_notes].join(', ')}
              </Muted>
            </>
          ) : null}
        </Alert>
      ) : null}
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchDocuments} /> : null}
      {load.state === 'ready' ? (
        <>
          <Table caption={t.caption(shown)} columns={columns} rows={load.rows} getRowKey={(row) => row.id} emptyText={t.empty} />
          {load.lastPage > 1 ? <Pagination page={page} totalPages={load.lastPage} onPageChange={setPage} label={t.pages} /> : null}
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle}
        confirmLabel={t.submit}
        cancelLabel={billingMessages.cancel}
        destructive={false}
        onConfirm={run}
        onCancel={() => setAsking(null)}
      >
        <p>{t.confirmText(asking ?? '')}</p>
      </ConfirmDialog>
    </section>
  );
}
