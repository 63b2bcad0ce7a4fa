import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, PageContainer, Table, formatCents, formatDate, useFetch, type TableColumn, usePageTitle } from '@marktplatz/shared';
import { Badge, ListPagination, LoadState } from '@marktplatz/shared/kit';
import { getCustomerOffers } from '../api/getCustomerOffers';
import type { CustomerOffer } from '../types';
import { OFFER_STATUS, PRICE_TYPES } from '../../../lib/format';
import { CustomerNav } from '../components/CustomerNav';
import { messages } from '../../../messages';

const text = messages.customer;

const columns: TableColumn<CustomerOffer>[] = [
  { key: 'date', header: text.received, render: (row) => formatDate(row.date) },
  { key: 'name', header: text.offer, render: (row) => <Link to={`/leads/offers/${row.id}`}>{row.offer_name}</Link> },
  { key: 'provider', header: text.provider, render: (row) => row.provider.name },
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

/** `/leads/offers`: offers to the customer's inquiries, 5 per page. */
export default function CustomerOffersPage() {
  usePageTitle(text.offers);
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getCustomerOffers(page, signal), [page]);
  return (
    <PageContainer title={text.offers}>
      <CustomerNav />
      <LoadState state={state}>
        {(data) =>
          data.meta.total === 0 ? (
            <EmptyState title={text.noOffers} action={<Link to="/leads">{text.toInquiries}</Link>}>
              {text.noOffersText}
            </EmptyState>
          ) : (
            <>
              <Table caption={text.offersCaption} columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
              <ListPagination meta={data.meta} onPageChange={setPage} />
            </>
          )
        }
      </LoadState>
    </PageContainer>
  );
}
