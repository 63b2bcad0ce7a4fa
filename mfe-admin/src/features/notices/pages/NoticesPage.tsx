import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, Pagination, Select, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Badge, Muted, SectionTitle, SelectOptions, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { listNotices } from '../api/listNotices';
import type { NoticeListItem, NoticeSource, StatusFilter } from '../api/types';
import { receivedText } from '../components/format';
import { useNoticeAccess } from '../components/useTrustAccess';
import { noticeMessages as t } from '../messages';
import { NoWrapLink } from '../../../components/layout';

const PER_PAGE = 25;
const STATUSES: StatusFilter[] = ['open', 'received', 'in_review', 'action_taken', 'no_action'];
const SOURCES: NoticeSource[] = ['notice', 'chat_report', 'own_initiative'];

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  select {
    max-width: 100%;
  }
`;

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: NoticeListItem[]; total: number; lastPage: number };

function statusOf(value: string | null): StatusFilter {
  return STATUSES.includes(value as StatusFilter) ? (value as StatusFilter) : 'open';
}

/** `/admin/meldungen` (trust & safety; support: reported chats only): the queue with status and source filters. */
export default function NoticesPage() {
  usePageTitle(t.title);
  const access = useNoticeAccess();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const wanted = params.get('source') as NoticeSource | null;
  const source: NoticeSource | '' = access.all ? (wanted && SOURCES.includes(wanted) ? wanted : '') : 'chat_report';
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listNotices({ status, ...(source ? { source } : {}) }, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [status, source, page]);
  useEffect(() => {
    if (access.any) fetchPage();
  }, [fetchPage, access.any]);

  if (!access.any) return <NotFound />;

  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('seite');
    setParams(next);
  };

  const columns: TableColumn<NoticeListItem>[] = [
    {
      key: 'case',
      header: t.caseCol,
      render: (row) => (
        <>
          <NoWrapLink to={`/admin/meldungen/${row.id}`}>{row.case_number}</NoWrapLink>
          <br />
          <Muted $small as="span">
            {row.source_label}
          </Muted>
        </>
      ),
    },
    {
      key: 'content',
      header: t.contentCol,
      render: (row) => (
        <>
          {row.target_label}
          <br />
          <Muted $small as="span">
            {row.target_type_label}
          </Muted>
        </>
      ),
    },
    { key: 'category', header: t.categoryCol, render: (row) => row.category_label },
    {
      key: 'status',
      header: t.statusCol,
      render: (row) => (
        <>
          {row.status_label}
          {row.decided_by ? (
            <>
              <br />
              <Muted $small as="span">
                {t.decidedBy(row.decided_by.name)}
              </Muted>
            </>
          ) : null}
          {row.open_complaints > 0 ? (
            <>
              <br />
              <Badge $tone="warning" $outline>
                {t.openComplaints(row.open_complaints)}
              </Badge>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'received', header: t.receivedCol, render: (row) => receivedText(row.created_at) },
    {
      key: 'deadline',
      header: t.deadlineCol,
      render: (row) =>
        row.deadline_at ? (
          <>
            {dateTime(row.deadline_at)}
            {row.overdue ? (
              <>
                {' '}
                <Badge $tone="danger">{t.overdue}</Badge>
              </>
            ) : null}
          </>
        ) : (
          '–'
        ),
    },
  ];

  return (
    <Section aria-labelledby="admin-notices-title">
      <SectionTitle id="admin-notices-title">{t.title}</SectionTitle>
      <Muted>{access.all ? t.intro : t.noAccess}</Muted>
      {/* Filters apply on change (no submit): they stay controlled by the address, react-final-form would add nothing. */}
      <form aria-label={t.filters} onSubmit={(event) => event.preventDefault()}>
        <Toolbar>
          <ToolbarField id="notices-status" label={t.status}>
            <Select id="notices-status" value={status} onChange={(event) => change('status', event.target.value)}>
              <SelectOptions values={STATUSES} labels={t.statuses} />
            </Select>
          </ToolbarField>
          {access.all ? (
            <ToolbarField id="notices-source" label={t.source}>
              <Select id="notices-source" value={source} onChange={(event) => change('source', event.target.value)}>
                <option value="">{t.anySource}</option>
                <SelectOptions values={SOURCES} labels={t.sources} />
              </Select>
            </ToolbarField>
          ) : null}
        </Toolbar>
      </form>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' ? (
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
      ) : null}
    </Section>
  );
}
