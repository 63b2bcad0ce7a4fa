import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Pagination, Table, formatCents, formatDate, useFetch, usePageTitle, type TableColumn } from '@marktplatz/shared';
import { Badge, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { getLoanRequests, type LoanRequest } from '../api/getLoanRequests';
import { LoanForm } from '../components/LoanForm';
import { STATUS_TONES } from '../components/status';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

const text = messages.loans;

const columns: TableColumn<LoanRequest>[] = [
  { key: 'id', header: text.columns.id, render: (row) => <Link to={`/account/loans/${row.id}`}>{row.id}</Link> },
  { key: 'date', header: text.columns.date, render: (row) => formatDate(row.created_at) },
  { key: 'bank', header: text.columns.bank, render: (row) => row.bank_name },
  { key: 'amount', header: text.columns.amount, align: 'end', render: (row) => formatCents(row.amount_cents) },
  { key: 'rate', header: text.columns.rate, align: 'end', render: (row) => formatCents(row.monthly_rate_cents) },
  { key: 'status', header: text.columns.status, render: (row) => <Badge $tone={STATUS_TONES[row.status]}>{row.status_text}</Badge> },
];

/** `/account/loans`: the provider's financing requests and the form for a new one. */
export default function LoansPage() {
  usePageTitle(text.title);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getLoanRequests(page, signal), [page]);
  return (
    <AccountLayout title={text.title}>
      <Muted>{text.intro}</Muted>
      <Box aria-labelledby="loans-heading">
        <h2 id="loans-heading">{text.listHeading}</h2>
        <LoadState state={state}>
          {({ rows, lastPage }) => (
            <>
              <Table columns={columns} rows={rows} getRowKey={(row) => row.id} caption={text.listHeading} emptyText={text.empty} />
              {lastPage > 1 ? <Pagination page={page} totalPages={lastPage} onPageChange={setPage} /> : null}
            </>
          )}
        </LoadState>
      </Box>
      <LoanForm onSent={(loan) => navigate(`/account/loans/${loan.id}`)} />
    </AccountLayout>
  );
}
