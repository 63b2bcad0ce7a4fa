import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  formatCents,
  formatDate,
  notify,
  PageContainer,
  Table,
  useFetch,
  usePageTitle,
  type TableColumn,
} from '@marktplatz/shared';
import { Badge, ListPagination, LoadState, Muted } from '@marktplatz/shared/kit';
import { cancelRefund } from '../api/cancelRefund';
import { getRefunds } from '../api/getRefunds';
import type { Refund } from '../../../lib/types';
import { messages } from '../../../messages';
import { refundTone } from '../lib/refundTone';

/** `/orders/refunds`: the customer's refund requests and their state; an open one can be withdrawn. */
export default function RefundsPage() {
  usePageTitle(messages.refunds.title);
  const [page, setPage] = useState(1);
  const [withdrawing, setWithdrawing] = useState<Refund | null>(null);
  const state = useFetch((signal) => getRefunds(page, signal), [page]);
  const columns: TableColumn<Refund>[] = [
    { key: 'date', header: messages.provider.date, render: (row) => formatDate(row.created_at) },
    { key: 'order', header: messages.provider.number, render: (row) => `${row.vendor_order_number} (${row.provider_name})` },
    { key: 'reason', header: messages.refunds.reason, render: (row) => row.reason_text },
    {
      key: 'status',
      header: messages.provider.status,
      render: (row) => (
        <Badge $outline $tone={refundTone(row.status)}>
          {row.status_text}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: messages.provider.amount,
      align: 'end',
      render: (row) => formatCents(row.amount_cents ?? row.requested_amount_cents),
    },
    {
      key: 'actions',
      header: messages.refunds.actions,
      render: (row) =>
        row.status === 'requested' ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => setWithdrawing(row)}>
            {messages.refunds.withdraw}
          </Button>
        ) : row.rejection_reason ? (
          row.rejection_reason
        ) : null,
    },
  ];
  return (
    <PageContainer title={messages.refunds.title}>
      <Muted $small>{messages.refunds.intro}</Muted>
      <LoadState state={state} isEmpty={(data) => data.meta.total === 0} empty={<EmptyState title={messages.refunds.empty} />}>
        {(data) => (
          <>
            <Table caption={messages.refunds.title} columns={columns} rows={data.rows} getRowKey={(row) => row.id} />
            <ListPagination meta={data.meta} onPageChange={setPage} />
          </>
        )}
      </LoadState>
      <ConfirmDialog
        open={withdrawing !== null}
        title={messages.refunds.withdrawTitle}
        confirmLabel={messages.refunds.withdraw}
        onCancel={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (!withdrawing) return;
          try {
            const result = await cancelRefund(withdrawing.id);
            notify.success(result.message ?? messages.refunds.withdrawn);
            state.reload();
          } catch (error) {
            notify.error(errorMessage(error));
          } finally {
            setWithdrawing(null);
          }
        }}
      >
        {messages.refunds.withdrawText}
      </ConfirmDialog>
    </PageContainer>
  );
}
