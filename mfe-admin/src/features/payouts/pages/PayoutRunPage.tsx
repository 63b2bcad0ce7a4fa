import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, Button, ConfirmDialog, ErrorState, notify, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Actions, Alert, Fact, FactList, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { downloadRunFile } from '../api/downloadRunFile';
import { getRun } from '../api/getRun';
import { runStep, type RunStep } from '../api/runStep';
import type { PayoutRunDetail } from '../api/types';
import { ReturnedDialog } from '../components/ReturnedDialog';
import { RunState } from '../components/RunState';
import { payoutMessages } from '../messages';

const t = payoutMessages.detail;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  overflow-wrap: anywhere;
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string; status?: number } | { state: 'ready'; run: PayoutRunDetail };
type Withdrawal = PayoutRunDetail['withdrawals'][number];

const STEP_TEXTS: Record<RunStep, { title: string; confirm: string; done: string }> = {
  release: { title: t.releaseTitle, confirm: t.release, done: t.released_done },
  executed: { title: t.executedTitle, confirm: t.executedButton, done: t.executed_done },
  cancel: { title: t.cancelTitle, confirm: t.cancelButton, done: t.cancel_done },
};

/**
 * `/admin/auszahlungen/:id` (finance): one payout run — its facts, its withdrawals and the next steps: „Freigeben“
 * (disabled with the four-eyes explanation for its creator; the server decides anyway), the pain.001 download,
 * „Als ausgeführt markieren“, „Lauf abbrechen“ and „Rücklastschrift erfassen“.
 */
export default function PayoutRunPage() {
  const { id } = useParams();
  const runId = Number(id);
  usePageTitle(t.title(runId));
  const { can, me } = useStaff();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [step, setStep] = useState<RunStep | null>(null);
  const [returning, setReturning] = useState(false);
  const [failure, setFailure] = useState('');

  const fetchRun = useCallback(() => {
    setLoad({ state: 'loading' });
    getRun(runId).then(
      (run) => setLoad({ state: 'ready', run }),
      (error: unknown) =>
        setLoad(
          error instanceof AdminFailure
            ? { state: 'failed', message: error.message, status: error.status }
            : { state: 'failed', message: messages.errors.generic },
        ),
    );
  }, [runId]);
  useEffect(() => {
    if (Number.isInteger(runId) && runId > 0) fetchRun();
  }, [fetchRun, runId]);

  if (!can('finance') || !Number.isInteger(runId) || runId < 1) return <NotFound />;

  const back = <Link to="/admin/auszahlungen">{t.back}</Link>;
  if (load.state === 'loading') return <Spinner block />;
  if (load.state === 'failed')
    return (
      <Page>
        {back}
        {load.status === 404 ? <Alert $tone="error">{t.notFound}</Alert> : <ErrorState error={load.message} onRetry={fetchRun} />}
      </Page>
    );

  const { run } = load;
  const own = run.created_by_id === me.id;
  const paid = run.withdrawals.filter((row) => row.status === 'paid');

  const confirmStep = async () => {
    if (!step) return;
    setFailure('');
    try {
      await runStep(run.id, step);
      notify.success(STEP_TEXTS[step].done);
      setStep(null);
      fetchRun();
    } catch (error) {
      setStep(null);
      setFailure(error instanceof AdminFailure ? error.message : messages.errors.generic);
    }
  };
  const download = async () => {
    setFailure('');
    try {
      await downloadRunFile(run);
    } catch (error) {
      setFailure(error instanceof AdminFailure ? error.message : t.downloadFailed);
    }
  };

  const columns: TableColumn<Withdrawal>[] = [
    { key: 'statement', header: t.statementCol, render: (row) => row.invoice_number ?? <Muted as="span">{t.pending}</Muted> },
    { key: 'provider', header: t.providerCol, render: (row) => row.provider },
    {
      key: 'account',
      header: t.holderCol,
      render: (row) => (
        <>
          {row.account_holder}
          <br />
          <Muted $small as="span">
            {row.iban_masked}
          </Muted>
        </>
      ),
    },
    { key: 'amount', header: t.amountCol, align: 'end', render: (row) => formatCents(row.amount_cents) },
    {
      key: 'state',
      header: t.stateCol,
      render: (row) => (row.failure_reason ? `${row.status_text}: ${row.failure_reason}` : row.status_text),
    },
  ];

  const stepText =
    step === 'release'
      ? t.releaseText(run.count, formatCents(run.total_cents))
      : step === 'executed'
        ? t.executedText(formatCents(run.total_cents))
        : t.cancelText;

  return (
    <Page>
      {back}
      <div>
        <SectionTitle as="h1">{t.title(run.id)}</SectionTitle>
        <RunState run={run} />
      </div>
      <section aria-label={t.facts}>
        <FactList $stackBelow={false}>
          <Fact label={t.state}>{run.status_text}</Fact>
          <Fact label={t.sum}>
            {formatCents(run.total_cents)} ({run.count})
          </Fact>
          <Fact label={t.reason}>{run.reason}</Fact>
          <Fact label={t.created}>{payoutMessages.runs.by(run.created_by, dateTime(run.created_at))}</Fact>
          {run.released_by && run.released_at ? (
            <Fact label={t.released}>{payoutMessages.runs.by(run.released_by, dateTime(run.released_at))}</Fact>
          ) : null}
          {run.executed_by && run.executed_at ? (
            <Fact label={t.executed}>{payoutMessages.runs.by(run.executed_by, dateTime(run.executed_at))}</Fact>
          ) : null}
          {run.cancelled_by && run.cancelled_at ? (
            <Fact label={t.cancelled}>{payoutMessages.runs.by(run.cancelled_by, dateTime(run.cancelled_at))}</Fact>
          ) : null}
          {run.batch_id ? <Fact label={t.batch}>{run.batch_id}</Fact> : null}
        </FactList>
      </section>

      <section aria-labelledby="admin-payout-run-actions">
        <SectionTitle id="admin-payout-run-actions">{t.actions}</SectionTitle>
        {run.status === 'created' && own ? (
          <Alert $tone="info" id="payout-release-own">
            {t.ownRun}
          </Alert>
        ) : null}
        <Actions>
          {run.status === 'created' ? (
            <>
              <Button
                type="button"
                disabled={own}
                aria-describedby={own ? 'payout-release-own' : undefined}
                onClick={() => setStep('release')}
              >
                {t.release}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setStep('cancel')}>
                {t.cancelButton}
              </Button>
            </>
          ) : null}
          {run.has_file ? (
            <Button type="button" variant="secondary" onClick={() => void download()}>
              {t.download}
            </Button>
          ) : null}
          {run.status === 'released' ? (
            <Button type="button" onClick={() => setStep('executed')}>
              {t.executedButton}
            </Button>
          ) : null}
          {run.status === 'executed' && paid.length > 0 ? (
            <Button type="button" variant="secondary" onClick={() => setReturning(true)}>
              {t.returnedButton}
            </Button>
          ) : null}
        </Actions>
        {failure ? (
          <Alert $tone="error" role="alert">
            {failure}
          </Alert>
        ) : null}
      </section>

      <section aria-labelledby="admin-payout-run-withdrawals">
        <SectionTitle id="admin-payout-run-withdrawals">{t.withdrawals}</SectionTitle>
        <Table caption={t.withdrawals} columns={columns} rows={run.withdrawals} getRowKey={(row) => row.id} />
      </section>

      <ConfirmDialog
        open={step !== null}
        title={step ? STEP_TEXTS[step].title : ''}
        confirmLabel={step ? STEP_TEXTS[step].confirm : undefined}
        destructive={step === 'cancel'}
        onConfirm={confirmStep}
        onCancel={() => setStep(null)}
      >
        <p>{stepText}</p>
      </ConfirmDialog>
      <ReturnedDialog
        open={returning}
        payouts={paid}
        onClose={() => setReturning(false)}
        onDone={() => {
          setReturning(false);
          fetchRun();
        }}
      />
    </Page>
  );
}
