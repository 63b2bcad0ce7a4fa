import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, PageContainer, Table, formatCents, formatDate, useFetch, type TableColumn, usePageTitle } from '@marktplatz/shared';
import { Badge, ListPagination, LoadState } from '@marktplatz/shared/kit';
import { getProviderOffers } from '../api/getProviderOffers';
import type { ProviderOffer } from '../types';
import { OFFER_STATUS, PRICE_TYPES } from '../../../lib/format';
import { ProviderNav } from '../components/ProviderNav';
import { providerMessages } from '../messages';

const text = providerMessages.offers;

const columns: TableColumn<ProviderOffer>[] = [
  { key: 'date', header: text.sent, render: (row) => formatDate(row.created_at) },
  { key: 'name', header: text.offer, render: (row) => <Link to={`/leads/provider/${row.lead.id}`}>{row.offer_name}</Link> },
  { key: 'lead', header: text.lead, render: (row) => text.leadOf(row.lead.lead_route.name, row.lead.user.name) },
  {
    key: 'price',
    header: text.price,
    align: 'end',
    render: (row) =>
      row.price1_cents === null ? '–' : text.priceWithType(formatCents(row.price1_cents), PRICE_TYPES[row.price_type] ?? row.price_type),
  },
  {
    key: 'status',
    header: text.status,
    render: (row) => <Badge $tone={OFFER_STATUS[row.offer_status][1]}>{OFFER_STATUS[row.offer_status][0]}</Badge>,
  },
];

/** `/leads/provider/offers`: the offers the provider sent, 5 per page. */
export default function ProviderOffersPage() {
  usePageTitle(text.title);
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getProviderOffers(page, signal), [page]);
  return (
    <PageContainer title={text.title}>
      <ProviderNav />
      <LoadState state={state}>
        {(data) =>
          data.meta.total === 0 ? (
            <EmptyState title={text.none} action={<Link to="/leads/provider">{text.toOpenLeads}</Link>} />
          ) : (
            <>
              <Table caption={text.caption} columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
              <ListPagination meta={data.meta} onPageChange={setPage} />
            </>
          )
        }
      </LoadState>
    </PageContainer>
  );
}
