import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, PageContainer, Table, formatDate, useFetch, type TableColumn, usePageTitle } from '@marktplatz/shared';
import { Badge, ListPagination, LoadState } from '@marktplatz/shared/kit';
import { getCustomerInquiries } from '../api/getCustomerInquiries';
import type { CustomerInquiry } from '../types';
import { berlinDateTime, countdownText, INQUIRY_STATUS } from '../../../lib/format';
import { CustomerNav } from '../components/CustomerNav';
import { messages } from '../../../messages';

const text = messages.customer;

const columns: TableColumn<CustomerInquiry>[] = [
  { key: 'date', header: text.sent, render: (row) => formatDate(row.created_at) },
  { key: 'title', header: text.inquiry, render: (row) => row.title },
  { key: 'provider', header: text.provider, render: (row) => row.provider_name || '–' },
  {
    key: 'status',
    header: text.status,
    render: (row) => <Badge $tone={INQUIRY_STATUS[row.status]?.[1] ?? 'neutral'}>{INQUIRY_STATUS[row.status]?.[0] ?? row.status}</Badge>,
  },
  {
    key: 'left',
    header: text.offersUntil,
    render: (row) =>
      row.status === 'open' ? (
        <span title={berlinDateTime(row.expires_at)}>{text.untilLeft(berlinDateTime(row.expires_at), countdownText(row))}</span>
      ) : (
        '–'
      ),
  },
  {
    key: 'offers',
    header: text.offers,
    align: 'end',
    render: (row) => (row.offer_count > 0 ? <Link to="/leads/offers">{row.offer_count}</Link> : '0'),
  },
];

/** `/leads`: the customer's inquiries with the time left for offers (Europe/Berlin), 5 per page. */
export default function InquiriesPage() {
  usePageTitle(text.inquiries);
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getCustomerInquiries(page, signal), [page]);
  return (
    <PageContainer title={text.inquiries}>
      <CustomerNav />
      <LoadState state={state}>
        {(data) =>
          data.meta.total === 0 ? (
            <EmptyState title={text.noInquiries} action={<Link to="/bauen-wohnen">{text.askProviders}</Link>} />
          ) : (
            <>
              <Table caption={text.inquiries} columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
              <ListPagination meta={data.meta} onPageChange={setPage} />
            </>
          )
        }
      </LoadState>
    </PageContainer>
  );
}
