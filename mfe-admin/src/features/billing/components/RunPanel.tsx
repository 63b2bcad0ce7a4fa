import { useCallback, useEffect, useState } from 'react';
import { formatCents, Button, ConfirmDialog, ErrorState, Spinner, Table, type TableColumn } from '@marktplatz/shared';
import { Alert, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { messages } from '../../../messages';
import { listRuns } from '../api/listRuns';
import { startRun } from '../api/startRun';
import type { BillingRun, BillingRunResult } from '../api/types';
import { billingMessages } from '../messages';

const t = billingMessages.run;

type History = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: BillingRun[] };

/** „Abrechnungslauf starten“: confirmation, the result (invoices, sum, changes) and the last runs finance started. */
export function RunPanel({ onChanged }: { onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<BillingRunResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState<History>({ state: 'loading' });

  const fetchHistory = useCallback(() => {
    setHistory({ state: 'loading' });
    listRuns(1, 5).then(
      ({ rows }) => setHistory({ state: 'ready', rows }),
      (failure: unknown) =>
        setHistory({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, []);
  useEffect(fetchHistory, [fetchHistory]);

  const run = async () => {
    setAsking(false);
    setRunning(true);
    setError(null);
    try {
      setResult(await startRun());
      fetchHistory();
      onChanged();
    } catch (failure) {
      setError(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setRunning(false);
    }
  };

  const columns: TableColumn<BillingRun>[] = [
    { key: 'at', header: t.atCol, render: (row) => dateTime(row.at) },
    { key: 'actor', header: t.actorCol, render: (row) => row.actor ?? t.nightly },
    { key: 'invoices', header: t.invoicesCol, render: (row) => row.invoice_count },
    { key: 'sum', header: t.sumCol, render: (row) => formatCents(row.total_cents) },
    {
      key: 'changes',
      header: t.changesCol,
      render: (row) => [t.renewed(row.renewed), t.expired(row.expired), t.pastDue(row.past_due)].join(' · '),
    },
  ];

  return (
    <section aria-labelledby="admin-billing-run">
      <SectionTitle id="admin-billing-run">{t.title}</SectionTitle>
      <Muted>{t.text}</Muted>
      <Button type="button" onClick={() => setAsking(true)} loading={running} disabled={running}>
        {t.start}
      </Button>
      {running ? <Muted role="status">{t.running}</Muted> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {result ? (
        <Alert $tone="success" role="status" aria-label={t.result}>
          <strong>
            {t.invoices(result.invoice_count)} · {t.sum(formatCents(result.total_cents))}
          </strong>
          <br />
          {[t.renewed(result.renewed), t.expired(result.expired), t.pastDue(result.past_due)].join(' · ')}
          {result.invoices.length > 0 ? (
            <>
              <br />
              <Muted $small as="span">
                {t.numbers}: {result.invoices.join(', ')}
              </Muted>
            </>
          ) : null}
        </Alert>
      ) : null}
      <h3>{t.history}</h3>
      {history.state === 'loading' ? <Spinner block /> : null}
      {history.state === 'failed' ? <ErrorState error={history.message} onRetry={fetchHistory} /> : null}
      {history.state === 'ready' ? (
        <Table caption={t.historyCaption} columns={columns} rows={history.rows} getRowKey={(row) => row.id} emptyText={t.historyEmpty} />
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        confirmLabel={t.submit}
        cancelLabel={billingMessages.cancel}
        destructive={false}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      >
        <p>{t.confirmText}</p>
      </ConfirmDialog>
    </section>
  );
}
