import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Pagination,
  Spinner,
  Table,
  Tabs,
  formatDate,
  useFetch,
  type TableColumn,
  formatCents,
} from '@marktplatz/shared';
import { Amount, Muted } from '@marktplatz/shared/kit';
import { listBundleRequests } from '../api/listBundleRequests';
import type { BundleList, BundleRequest } from '../types';
import { BundleStatusBadge } from '../components/BundleStatusBadge';
import { ProviderLayout } from '../../../components/ProviderLayout';
import { messages } from '../../../../messages/provider';

const t = messages.bundles;

export const BUNDLE_TABS: { id: BundleList; label: string }[] = [
  { id: 'incoming', label: t.incoming },
  { id: 'outgoing', label: t.outgoing },
  { id: 'active', label: t.active },
  { id: 'inactivated', label: t.inactivated },
  { id: 'deleted', label: t.deleted },
  { id: 'all', label: t.all },
];

function partnerOf(request: BundleRequest): string {
  return request.direction === 'incoming' ? request.sender.company_name : request.receiver.company_name;
}

function BundleRequestList({ list }: { list: BundleList }) {
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => listBundleRequests(list, page, signal), [list, page]);
  const label = BUNDLE_TABS.find((tab) => tab.id === list)?.label ?? list;
  const columns: TableColumn<BundleRequest>[] = [
    {
      key: 'name',
      header: t.name,
      render: (request) => (
        <Link to={`/shop/provider/bundles/${request.id}`} aria-label={t.openNamed(request.bundle.name)}>
          {request.bundle.name}
        </Link>
      ),
    },
    { key: 'partner', header: t.partner, render: partnerOf },
    { key: 'products', header: t.products, align: 'end', render: (request) => request.bundle.items.length },
    { key: 'price', header: t.price, align: 'end', render: (request) => <Amount>{formatCents(request.bundle.price_cents)}</Amount> },
    { key: 'status', header: t.status, render: (request) => <BundleStatusBadge status={request.status} /> },
    { key: 'date', header: t.date, render: (request) => formatDate(request.created_at) },
  ];
  if (state.loading && !state.data) return <Spinner block />;
  if (state.error !== undefined) return <ErrorState error={state.error} onRetry={state.reload} />;
  const data = state.data;
  if (!data || data.total === 0) return <EmptyState title={t.empty} />;
  return (
    <div aria-busy={state.loading || undefined}>
      <Table columns={columns} rows={data.rows} getRowKey={(request) => request.id} caption={t.caption(label)} />
      <Pagination page={data.page} totalPages={data.lastPage} onPageChange={setPage} />
    </div>
  );
}

/** `/shop/provider/bundles`: the bundle lists as tabs (`?list=`), each with pagination. */
export default function BundlesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const current: BundleList = BUNDLE_TABS.some((tab) => tab.id === requested) ? (requested as BundleList) : 'incoming';
  return (
    <ProviderLayout title={t.title} actions={<Link to="/shop/provider/bundles/new">{t.propose}</Link>}>
      <Muted>{t.intro}</Muted>
      <Tabs
        label={t.tabs}
        selectedId={current}
        onChange={(id) => setParams({ list: id }, { replace: true })}
        tabs={BUNDLE_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: tab.id === current ? <BundleRequestList key={tab.id} list={tab.id} /> : null,
        }))}
      />
    </ProviderLayout>
  );
}
