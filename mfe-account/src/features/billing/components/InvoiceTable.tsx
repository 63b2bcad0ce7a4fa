import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Table, TextField, errorMessage, formatCents, formatDate, notify, useFetch, type TableColumn } from '@marktplatz/shared';
import { Actions, Badge, Box, LoadState } from '@marktplatz/shared/kit';
import { downloadInvoice } from '../api/downloadInvoice';
import { getProviderSubscriptions } from '../api/getProviderSubscriptions';
import type { BillingInvoice } from '../api/getSubscriptionInfo';
import { messages } from '../../../messages';

const text = messages.billing;

const Filter = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  > button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

async function download(invoice: BillingInvoice, kind: 'pdf' | 'xml') {
  try {
    await downloadInvoice(invoice, kind);
  } catch (error) {
    notify.error(errorMessage(error));
  }
}

const columns: TableColumn<BillingInvoice>[] = [
  { key: 'number', header: text.columns.number, mobileLabel: text.columns.numberShort, render: (row) => row.invoice_number },
  { key: 'date', header: text.columns.date, render: (row) => formatDate(row.issued_at) },
  { key: 'kind', header: text.columns.kind, render: (row) => row.kind_text },
  { key: 'total', header: text.columns.total, align: 'end', render: (row) => formatCents(row.total_cents) },
  {
    key: 'status',
    header: text.columns.status,
    render: (row) => <Badge $tone={row.status === 'paid' ? 'success' : 'warning'}>{row.status_text}</Badge>,
  },
  {
    key: 'actions',
    header: text.columns.actions,
    render: (row) => (
      <Actions>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={text.downloadPdf(row.invoice_number)}
          onClick={() => void download(row, 'pdf')}
        >
          {text.pdf}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={text.downloadXml(row.invoice_number)}
          onClick={() => void download(row, 'xml')}
        >
          {text.xml}
        </Button>
      </Actions>
    ),
  },
];

/** The marketplace's invoices to the provider (`/getProviderSubscriptions`), filtered by issue date, with downloads. */
export function InvoiceTable({ version }: { version: number }) {
  const id = useId();
  const [range, setRange] = useState({ start_date: '', end_date: '' });
  const state = useFetch((signal) => getProviderSubscriptions(range, signal), [range.start_date, range.end_date, version]);

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.invoicesTitle}</h2>
      <Form<{ start_date?: string; end_date?: string }>
        onSubmit={(values) => setRange({ start_date: values.start_date ?? '', end_date: values.end_date ?? '' })}
      >
        {({ handleSubmit }) => (
          <Filter onSubmit={handleSubmit} aria-label={text.filter}>
            <TextField name="start_date" label={text.from} type="date" />
            <TextField name="end_date" label={text.to} type="date" />
            <Button type="submit" variant="secondary">
              {text.filter}
            </Button>
          </Filter>
        )}
      </Form>
      <LoadState state={state}>
        {(rows) => (
          <Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption={text.invoicesTitle} emptyText={text.invoicesEmpty} />
        )}
      </LoadState>
    </Box>
  );
}
