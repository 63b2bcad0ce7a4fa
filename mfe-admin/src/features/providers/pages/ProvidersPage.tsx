import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, Pagination, Select, Spinner, Table, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Badge, Muted, SectionTitle, SelectOptions, ToolbarField } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { minutesSince, sinceText } from '../../dashboard';
import { listProviders } from '../api/listProviders';
import type { ProviderFilter, ProviderListItem } from '../api/types';
import { providerMessages as t } from '../messages';
import { StatusBadge } from '../components/StatusBadge';
import { SearchForm } from '../../../components/SearchForm';

const PER_PAGE = 25;
const FILTERS: ProviderFilter[] = ['submitted', 'verified', 'rejected', 'incomplete', 'suspended'];

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  select,
  input {
    max-width: 100%;
  }
`;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rows: ProviderListItem[]; total: number; lastPage: number };

function filterOf(value: string | null): ProviderFilter | '' {
  return FILTERS.includes(value as ProviderFilter) ? (value as ProviderFilter) : '';
}

/** `/admin/anbieter` (trust & safety, support): search and status filter; waiting submissions first with their age. */
export default function ProvidersPage() {
  usePageTitle(t.title);
  const { can } = useStaff();
  const allowed = can('trust_safety') || can('support') || can('finance');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = filterOf(params.get('status'));
  const page = Math.max(1, Number(params.get('seite')) || 1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchPage = useCallback(() => {
    setLoad({ state: 'loading' });
    listProviders({ ...(q ? { q } : {}), ...(status ? { status } : {}) }, page, PER_PAGE).then(
      ({ rows, meta }) => setLoad({ state: 'ready', rows, total: meta.total, lastPage: meta.last_page }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, [q, status, page]);
  useEffect(() => {
    if (allowed) fetchPage();
  }, [fetchPage, allowed]);

  if (!allowed) return <NotFound />;

  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('seite');
    setParams(next);
  };

  const columns: TableColumn<ProviderListItem>[] = [
    {
      key: 'company',
      header: t.companyCol,
      render: (row) => (
        <>
          <Link to={`/admin/anbieter/${row.id}`}>{row.company_name || t.noCompany}</Link>
          <br />
          <Muted $small as="span">
            {row.email} · {t.number} {row.id}
          </Muted>
        </>
      ),
    },
    {
      key: 'status',
      header: t.statusCol,
      render: (row) => (
        <>
          <StatusBadge status={row.status} label={row.status_label} />
          {row.suspension ? (
            <>
              {' '}
              <Badge $tone="danger">{t.statuses.suspended}</Badge>
            </>
          ) : null}
          {row.account_ended ? (
            <>
              <br />
              <Muted $small as="span">
                {t.accountEnded}
              </Muted>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'submitted',
      header: t.submittedCol,
      render: (row) =>
        row.submitted_at ? (
          <>
            {dateTime(row.submitted_at)}
            {row.status === 'submitted' ? (
              <>
                <br />
                <Badge $tone="warning" $outline>
                  {t.waiting(sinceText(minutesSince(row.submitted_at)))}
                </Badge>
              </>
            ) : null}
          </>
        ) : (
          '–'
        ),
    },
    { key: 'registered', header: t.registeredCol, render: (row) => dateTime(row.registered_at) },
  ];

  return (
    <Section aria-labelledby="admin-providers-title">
      <SectionTitle id="admin-providers-title">{t.title}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <SearchForm
        idPrefix="providers"
        value={q}
        onSearch={(typed) => change('q', typed)}
        filtersLabel={t.filters}
        label={t.search}
        hint={t.searchHint}
        submitLabel={t.searchSubmit}
      >
        <ToolbarField id="providers-status" label={t.status}>
          <Select id="providers-status" value={status} onChange={(event) => change('status', event.target.value)}>
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
