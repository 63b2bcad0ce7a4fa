import { Link } from 'react-router-dom';
import { EmptyState, Table, formatDate, formatDateTime, useFetch, type TableColumn } from '@marktplatz/shared';
import { Box, LoadState } from '@marktplatz/shared/kit';
import { StatusBadge } from '../../../components/StatusBadge';
import { getShippings } from '../api/getShippings';
import type { ShippingOverview } from '../../../lib/types';
import { messages } from '../../../messages';
import { ProviderLayout } from '../components/ProviderLayout';
import { ShippingMethods } from '../components/ShippingMethods';

type QueueRow = ShippingOverview['queue'][number];
type ParcelRow = ShippingOverview['parcels'][number];

const queueColumns: TableColumn<QueueRow>[] = [
  { key: 'date', header: messages.provider.date, render: (row) => formatDate(row.order_date) },
  { key: 'number', header: messages.provider.number, render: (row) => row.vendor_order_number },
  { key: 'customer', header: messages.provider.customer, render: (row) => `${row.customer_name}, ${row.customer_city}` },
  { key: 'items', header: messages.provider.items, render: (row) => row.product_names },
  {
    key: 'ship',
    header: messages.provider.ship,
    render: (row) => (
      <Link to={`/orders/provider/${row.id}`} aria-label={`${messages.provider.ship}: ${row.vendor_order_number}`}>
        {messages.provider.ship}
      </Link>
    ),
  },
];

const parcelColumns: TableColumn<ParcelRow>[] = [
  { key: 'date', header: messages.provider.date, render: (row) => formatDateTime(row.created_at) },
  {
    key: 'number',
    header: messages.provider.number,
    render: (row) => <Link to={`/orders/provider/${row.shop_vendor_order_id}`}>{row.vendor_order_number}</Link>,
  },
  { key: 'carrier', header: messages.provider.carrier, render: (row) => row.carrier_name ?? '–' },
  {
    key: 'tracking',
    header: messages.provider.trackingNumber,
    render: (row) =>
      row.tracking_url ? (
        <a href={row.tracking_url} target="_blank" rel="noreferrer noopener">
          {row.tracking_number}
        </a>
      ) : (
        row.tracking_number
      ),
  },
  {
    key: 'status',
    header: messages.provider.status,
    render: (row) => <StatusBadge status={row.vendor_order_status} text={messages.statuses[row.vendor_order_status]} />,
  },
];

/** `/orders/provider/shipping`: the shipping methods, confirmed orders waiting to be shipped and the parcels sent with tracking links. */
export default function ShippingPage() {
  const state = useFetch((signal) => getShippings(signal), []);
  return (
    <ProviderLayout title={messages.provider.shippingTitle}>
      <ShippingMethods />
      <LoadState state={state}>
        {(data) => (
          <>
            <Box aria-labelledby="queue-heading">
              <h2 id="queue-heading">{messages.provider.queue}</h2>
              {data.queue.length === 0 ? (
                <EmptyState title={messages.provider.queueEmpty} />
              ) : (
                <Table caption={messages.provider.queue} columns={queueColumns} rows={data.queue} getRowKey={(row) => row.id} />
              )}
            </Box>
            <Box aria-labelledby="parcels-heading">
              <h2 id="parcels-heading">{messages.provider.parcels}</h2>
              {data.parcels.length === 0 ? (
                <EmptyState title={messages.provider.parcelsEmpty} />
              ) : (
                <Table caption={messages.provider.parcels} columns={parcelColumns} rows={data.parcels} getRowKey={(row) => row.id} />
              )}
            </Box>
          </>
        )}
      </LoadState>
    </ProviderLayout>
  );
}
