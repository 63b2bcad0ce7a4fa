import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, Table, formatCents, formatDate, useFetch, type TableColumn } from '@marktplatz/shared';
import { ListPagination, LoadState, Muted } from '@marktplatz/shared/kit';
import { InvoiceButtons } from '../components/InvoiceButtons';
import { getProviderInvoices } from '../api/getProviderInvoices';
import type { Invoice } from '../../../lib/types';
import { messages } from '../../../messages';
import { ProviderLayout } from '../../provider';

type Row = Invoice;

const columns: TableColumn<Row>[] = [
  { key: 'date', header: messages.provider.date, render: (row) => formatDate(row.issued_at) },
  { key: 'kind', header: messages.invoices.kind, render: (row) => row.kind_text },
  {
    key: 'order',
    header: messages.provider.number,
    render: (row) => <Link to={`/orders/provider/${row.vendor_order_id}`}>{row.vendor_order_number}</Link>,
  },
  { key: 'buyer', header: messages.provider.customer, render: (row) => row.buyer_name },
  { key: 'amount', header: messages.provider.amount, align: 'end', render: (row) => formatCents(row.total_cents) },
  { key: 'pdf', header: messages.invoices.pdf, render: (row) => <InvoiceButtons invoices={[row]} /> },
];

/** `/orders/provider/invoices`: the provider's invoices and Rechnungskorrekturen with PDF download. */
export default function InvoicesPage() {
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getProviderInvoices(page, signal), [page]);
  return (
    <ProviderLayout title={messages.invoices.title}>
      <Muted $small>{messages.invoices.intro}</Muted>
      <LoadState state={state} isEmpty={(data) => data.meta.total === 0} empty={<EmptyState title={messages.invoices.empty} />}>
        {(data) => (
          <>
            <Table caption={messages.invoices.title} columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
            <ListPagination meta={data.meta} onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </ProviderLayout>
  );
}
