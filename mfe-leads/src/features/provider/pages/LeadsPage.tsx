import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, PageContainer, Table, Tabs, formatDate, useFetch, type TableColumn, usePageTitle } from '@marktplatz/shared';
import { Badge, ListPagination, LoadState } from '@marktplatz/shared/kit';
import { getProviderLeads } from '../api/getProviderLeads';
import type { LeadTab, ProviderLead } from '../types';
import { countdownText, LEAD_STATUS } from '../../../lib/format';
import { ProviderNav } from '../components/ProviderNav';
import { providerMessages } from '../messages';

const text = providerMessages.leads;

const TABS: { id: LeadTab; label: string; empty: string }[] = [
  { id: 'open', label: text.open, empty: text.openEmpty },
  { id: 'requested', label: text.requested, empty: text.requestedEmpty },
  { id: 'accepted', label: text.accepted, empty: text.acceptedEmpty },
  { id: 'rejected', label: text.rejected, empty: text.rejectedEmpty },
];

const columns: TableColumn<ProviderLead>[] = [
  { key: 'date', header: text.received, render: (row) => formatDate(row.created_at) },
  { key: 'title', header: text.lead, render: (row) => <Link to={`/leads/provider/${row.id}`}>{row.title}</Link> },
  { key: 'customer', header: text.customer, render: (row) => `${row.user.name}${row.postal_code ? ` · ${row.postal_code}` : ''}` },
  {
    key: 'status',
    header: text.status,
    render: (row) => (
      <Badge $tone={LEAD_STATUS[row.lead_status]?.[1] ?? 'neutral'}>{LEAD_STATUS[row.lead_status]?.[0] ?? row.lead_status}</Badge>
    ),
  },
  { key: 'left', header: text.left, render: (row) => countdownText(row) },
];

function TabList({ tab }: { tab: (typeof TABS)[number] }) {
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getProviderLeads(tab.id, page, signal), [tab.id, page]);
  return (
    <LoadState state={state}>
      {(data) =>
        data.meta.total === 0 ? (
          <EmptyState title={tab.empty} action={<Link to="/leads/routes">{text.manageRoutes}</Link>} />
        ) : (
          <>
            <Table caption={text.caption(tab.label)} columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
            <ListPagination meta={data.meta} onPageChange={setPage} />
          </>
        )
      }
    </LoadState>
  );
}

/** `/leads/provider`: the provider's leads by tab (open, requested, accepted, rejected), 5 per page. */
export default function LeadsPage() {
  usePageTitle(text.title);
  const [params, setParams] = useSearchParams();
  const selected = (TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0]!).id;
  return (
    <PageContainer title={text.title}>
      <ProviderNav />
      <Tabs
        label={text.tabs}
        selectedId={selected}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
        tabs={TABS.map((tab) => ({ id: tab.id, label: tab.label, content: tab.id === selected ? <TabList tab={tab} /> : null }))}
      />
    </PageContainer>
  );
}
