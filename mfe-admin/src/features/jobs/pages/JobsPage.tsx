import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, Pagination, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { listDeadJobs } from '../api/listDeadJobs';
import type { DeadJob } from '../api/types';
import { JobActionDialog, type JobAction } from '../components/JobActionDialog';
import { jobMessages as t } from '../messages';

const PER_PAGE = 25;

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const ErrorText = styled.code`
  font-size: 0.85rem;
  white-space: pre-wrap;
  word-break: break-word;
`;

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: DeadJob[]; total: number; lastPage: number };

function payloadText(job: DeadJob): string {
  const parts = [
    ...Object.entries(job.payload.ids).map(([key, value]) => `${key} ${value}`),
    ...Object.entries(job.payload.counts).map(([key, value]) => `${key}: ${t.entries(value)}`),
  ];
  return parts.length > 0 ? parts.join(' · ') : t.noData;
}

/** `/admin/jobs` (admin): the queue's dead jobs with the last error; retry or discard each with a reason. */
export default function JobsPage() {
  usePageTitle(t.title);
  const { can } = useStaff();
  const allowed = can('admin');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [selected, setSelected] = useState<{ job: DeadJob; action: JobAction } | null>(null);

  const fetchPage = useCallback(() => {
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    listDeadJobs(page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [page]);
  useEffect(() => {
    if (allowed) fetchPage();
  }, [fetchPage, allowed]);

  if (!allowed) return <NotFound />;

  const columns: TableColumn<DeadJob>[] = [
    {
      key: 'job',
      header: t.jobCol,
      render: (row) => (
        <>
          <strong>{t.jobName(row.name)}</strong>
          <br />
          <Muted $small as="span">
            {row.name} · {t.number(row.id)}
          </Muted>
        </>
      ),
    },
    {
      key: 'data',
      header: t.dataCol,
      render: (row) => (
        <>
          {payloadText(row)}
          {row.payload.hidden.length > 0 ? (
            <>
              <br />
              <Muted $small as="span">
                {t.hidden(row.payload.hidden)}
              </Muted>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'attempts', header: t.attemptsCol, render: (row) => t.attempts(row.attempts, row.max_attempts) },
    { key: 'error', header: t.errorCol, render: (row) => (row.last_error ? <ErrorText>{row.last_error}</ErrorText> : t.noError) },
    { key: 'failed', header: t.failedCol, render: (row) => dateTime(row.failed_at) },
    {
      key: 'actions',
      header: t.actionsCol,
      render: (row) => (
        <Actions>
          <Button type="button" size="sm" aria-label={t.retryLabel(row.id)} onClick={() => setSelected({ job: row, action: 'retry' })}>
            {t.retry}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="danger"
            aria-label={t.discardLabel(row.id)}
            onClick={() => setSelected({ job: row, action: 'discard' })}
          >
            {t.discard}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Section aria-labelledby="admin-jobs-title">
      <Toolbar>
        <SectionTitle id="admin-jobs-title">{t.title}</SectionTitle>
        <Button type="button" variant="secondary" size="sm" onClick={fetchPage}>
          {t.reload}
        </Button>
      </Toolbar>
      <Muted>{t.intro}</Muted>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' ? (
        load.total === 0 ? (
          <EmptyState title={t.empty} />
        ) : (
          <>
            <Muted role="status">{t.total(load.total)}</Muted>
            <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.id} emptyText={t.empty} />
            {load.lastPage > 1 ? (
              <Pagination
                page={page}
                totalPages={load.lastPage}
                onPageChange={(next) => {
                  const copy = new URLSearchParams(params);
                  copy.set('seite', String(next));
                  setParams(copy);
                }}
                label={t.pages}
              />
            ) : null}
          </>
        )
      ) : null}
      <JobActionDialog
        job={selected?.job ?? null}
        action={selected?.action ?? null}
        onClose={() => {
          setSelected(null);
          fetchPage();
        }}
        onDone={() => {
          setSelected(null);
          fetchPage();
        }}
      />
    </Section>
  );
}
