import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, PageContainer, Pagination, Table, formatDate, useFetch, type TableColumn, usePageTitle } from '@marktplatz/shared';
import { Badge, LoadState } from '@marktplatz/shared/kit';
import { getCustomerInquiries } from '../api/getCustomerInquiries';
import type { CustomerInquiry } from '../types';
import { berlinDateTime, countdownText, INQUIRY_STATUS } from '../../../lib/format';
import { CustomerNav } from '../components/CustomerNav';

const columns: TableColumn<CustomerInquiry>[] = [
  { key: 'date', header: 'Gesendet', render: (row) => formatDate(row.created_at) },
  { key: 'title', header: 'Anfrage', render: (row) => row.title },
  { key: 'provider', header: 'Anbieter', render: (row) => row.provider_name || '–' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <Badge $tone={INQUIRY_STATUS[row.status]?.[1] ?? 'neutral'}>{INQUIRY_STATUS[row.status]?.[0] ?? row.status}</Badge>,
  },
  {
    key: 'left',
    header: 'Angebote bis',
    render: (row) =>
      row.status === 'open' ? (
        <span title={berlinDateTime(row.expires_at)}>{`${berlinDateTime(row.expires_at)} (noch ${countdownText(row)})`}</span>
      ) : (
        '–'
      ),
  },
  {
    key: 'offers',
    header: 'Angebote',
    align: 'end',
    render: (row) => (row.offer_count > 0 ? <Link to="/leads/offers">{row.offer_count}</Link> : '0'),
  },
];

/** `/leads`: the customer's inquiries with the time left for offers (Europe/Berlin), 5 per page. */
export default function InquiriesPage() {
  usePageTitle('Meine Anfragen');
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getCustomerInquiries(page, signal), [page]);
  return (
    <PageContainer title="Meine Anfragen">
      <CustomerNav />
      <LoadState state={state}>
        {(data) =>
          data.meta.total === 0 ? (
            <EmptyState
              title="Sie haben noch keine Anfrage gestellt."
              action={<Link to="/bauen-wohnen">Fachbetriebe in Bauen &amp; Wohnen anfragen</Link>}
            />
          ) : (
            <>
              <Table caption="Meine Anfragen" columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
              {data.meta.last_page > 1 ? (
                <Pagination page={data.meta.current_page} totalPages={data.meta.last_page} onPageChange={setPage} />
              ) : null}
            </>
          )
        }
      </LoadState>
    </PageContainer>
  );
}
