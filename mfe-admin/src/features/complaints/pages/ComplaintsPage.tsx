import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, Pagination, Select, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Muted, SectionTitle, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { receivedText } from '../../notices';
import { listComplaints } from '../api/listComplaints';
import type { ComplaintListItem } from '../api/types';
import { complaintMessages as t } from '../messages';
import { NoWrapLink } from '../../../components/layout';

const PER_PAGE = 25;

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rows: ComplaintListItem[]; total: number; lastPage: number };

/** `/admin/beschwerden` (trust & safety): open complaints oldest first, decided ones on their own filter. */
export default function ComplaintsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'decided' ? 'decided' : 'open';
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listComplaints(status, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [status, page]);
  useEffect(fetchPage, [fetchPage]);

  const columns: TableColumn<ComplaintListItem>[] = [
    {
      key: 'case',
      header: t.caseCol,
      render: (row) => <NoWrapLink to={`/admin/beschwerden/${row.id}`}>{row.case_number}</NoWrapLink>,
    },
    {
      key: 'complainant',
      header: t.complainantCol,
      render: (row) => (
        <>
          {row.complainant_name}
          <br />
          <Muted $small as="span">
            {row.complainant_role_label}
          </Muted>
        </>
      ),
    },
    { key: 'received', header: t.receivedCol, render: (row) => receivedText(row.created_at) },
    { key: 'first', header: t.firstCol, render: (row) => row.first_decided_by?.name ?? '–' },
    {
      key: 'status',
      header: t.statusCol,
      render: (row) => (
        <>
          {row.status_label}
          {row.outcome_label ? `: ${row.outcome_label}` : ''}
          {row.decided_by ? (
            <>
              <br />
              <Muted $small as="span">
                {row.decided_by.name}
              </Muted>
            </>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <Section aria-labelledby="admin-complaints-title">
      <SectionTitle id="admin-complaints-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      {/* Filters apply on change (no submit): they stay controlled by the address, react-final-form would add nothing. */}
      <form aria-label={t.filters} onSubmit={(event) => event.preventDefault()}>
        <Toolbar>
          <ToolbarField id="complaints-status" label={t.status}>
            <Select id="complaints-status" value={status} onChange={(event) => setParams({ status: event.target.value })}>
              <option value="open">{t.statuses.open}</option>
              <option value="decided">{t.statuses.decided}</option>
            </Select>
          </ToolbarField>
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
              onPageChange={(next) => setParams({ status, seite: String(next) })}
              label={t.pages}
            />
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
