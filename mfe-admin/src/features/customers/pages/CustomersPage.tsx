import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, Pagination, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { listCustomers } from '../api/listCustomers';
import type { CustomerListItem } from '../api/types';
import { StateBadge } from '../components/StateBadge';
import { customerMessages as t } from '../messages';
import { SearchForm } from '../../../components/SearchForm';

const PER_PAGE = 25;

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  input {
    max-width: 100%;
  }
`;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rows: CustomerListItem[]; total: number; lastPage: number };

/** `/admin/kunden` (support, admin): search customers by name, e-mail address or number; newest first. */
export default function CustomersPage() {
  usePageTitle(t.title);
  const { can } = useStaff();
  const allowed = can('support');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listCustomers(q, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [q, page]);
  useEffect(() => {
    if (allowed) fetchPage();
  }, [fetchPage, allowed]);

  if (!allowed) return <NotFound />;

  const columns: TableColumn<CustomerListItem>[] = [
    {
      key: 'name',
      header: t.nameCol,
      render: (row) => (
        <>
          <Link to={`/admin/kunden/${row.id}`}>{row.name || row.email}</Link>
          <br />
          <Muted $small as="span">
            {row.email} · {t.number} {row.id}
          </Muted>
        </>
      ),
    },
    { key: 'state', header: t.stateCol, render: (row) => <StateBadge state={row.state} /> },
    { key: 'registered', header: t.registeredCol, render: (row) => dateTime(row.created_at) },
    { key: 'login', header: t.lastLoginCol, render: (row) => (row.last_login_at ? dateTime(row.last_login_at) : t.never) },
  ];

  return (
    <Section aria-labelledby="admin-customers-title">
      <SectionTitle id="admin-customers-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <SearchForm
        idPrefix="customers"
        value={q}
        onSearch={(typed) => {
          const next = new URLSearchParams(params);
          if (typed) next.set('q', typed);
          else next.delete('q');
          next.delete('seite');
          setParams(next);
        }}
        filtersLabel={t.filters}
        label={t.search}
        hint={t.searchHint}
        submitLabel={t.searchSubmit}
      />
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchPage} /> : null}
      {load.state === 'ready' ? (
        <>
          <Muted role="status">{t.total(load.total)}</Muted>
          <Table caption={t.caption} columns={columns} rows={load.rows} getRowKey={(row) => row.id} emptyText={q ? t.empty : t.emptyAll} />
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
