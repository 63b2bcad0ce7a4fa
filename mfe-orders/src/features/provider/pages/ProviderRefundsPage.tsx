import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  errorMessage,
  FieldShell,
  firstFieldErrors,
  formatCents,
  formatDate,
  formatGermanNumber,
  Input,
  notify,
  useFetch,
} from '@marktplatz/shared';
import { Actions, Alert, Badge, Box, ListPagination, LoadState, Muted } from '@marktplatz/shared/kit';
import type { Refund } from '../../../lib/types';
import { messages } from '../../../messages';
import { RefundPhotos, decideRefund, getRefunds, refundTone } from '../../refunds';
import { ProviderLayout } from '../components/ProviderLayout';

function Decision({ refund, onDone }: { refund: Refund; onDone: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState(formatGermanNumber(refund.requested_amount, { minimumFractionDigits: 2 }));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const errors = firstFieldErrors(error);
  async function act(action: 'accept' | 'reject' | 'refunded') {
    setBusy(action);
    setError(undefined);
    try {
      const result = await decideRefund({
        id: refund.id,
        action,
        ...(action === 'accept' ? { amount } : {}),
        ...(action === 'reject' ? { reason } : {}),
      });
      notify.success(result.message ?? messages.refunds.saved);
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  }
  if (refund.status === 'accepted') {
    return (
      <Actions>
        <Button type="button" loading={busy === 'refunded'} onClick={() => act('refunded')}>
          {messages.refunds.markRefunded}
        </Button>
        {error !== undefined ? <span role="alert">{errorMessage(error)}</span> : null}
      </Actions>
    );
  }
  if (refund.status !== 'requested') return null;
  return (
    <div data-testid="refund-decision">
      <FieldShell id={`${id}-amount`} label={messages.refunds.amount} error={errors.amount} hintId={`${id}-ah`} errorId={`${id}-ae`}>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          $invalid={Boolean(errors.amount)}
        />
      </FieldShell>
      <FieldShell id={`${id}-reason`} label={messages.refunds.rejectReason} error={errors.reason} hintId={`${id}-rh`} errorId={`${id}-re`}>
        <Input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} $invalid={Boolean(errors.reason)} />
      </FieldShell>
      {error !== undefined && Object.keys(errors).length === 0 ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(error)}</p>
        </Alert>
      ) : null}
      <Actions>
        <Button type="button" loading={busy === 'accept'} onClick={() => act('accept')}>
          {messages.refunds.accept}
        </Button>
        <Button type="button" variant="danger" loading={busy === 'reject'} onClick={() => act('reject')}>
          {messages.refunds.reject}
        </Button>
      </Actions>
    </div>
  );
}

/** `/orders/provider/refunds`: incoming refund requests (incl. Widerrufe) with accept / reject / refunded. */
export default function ProviderRefundsPage() {
  const [page, setPage] = useState(1);
  const state = useFetch((signal) => getRefunds(page, signal), [page]);
  return (
    <ProviderLayout title={messages.refunds.providerTitle}>
      <LoadState state={state} isEmpty={(data) => data.meta.total === 0} empty={<EmptyState title={messages.refunds.providerEmpty} />}>
        {(data) => (
          <>
            {data.rows.map((refund) => (
              <Box key={refund.id} aria-labelledby={`refund-${refund.id}`} data-testid="provider-refund">
                <h2 id={`refund-${refund.id}`}>
                  {messages.refunds.heading(refund.id, refund.vendor_order_number)}{' '}
                  <Badge $outline $tone={refundTone(refund.status)}>
                    {refund.status_text}
                  </Badge>
                </h2>
                <Muted $small>
                  {formatDate(refund.created_at)} · {refund.reason_text} ·{' '}
                  {messages.refunds.requestedAmount(formatCents(refund.requested_amount_cents))}
                  {refund.amount !== null ? ` · ${messages.refunds.acceptedAmount(formatCents(refund.amount_cents))}` : ''}
                </Muted>
                {refund.comment ? <p>{refund.comment}</p> : null}
                <RefundPhotos refundId={refund.id} />
                {refund.rejection_reason ? <Muted $small>{refund.rejection_reason}</Muted> : null}
                <p>
                  <Link to={`/orders/provider/${refund.shop_vendor_order_id}`}>{messages.refunds.toOrder}</Link>
                </p>
                <Decision refund={refund} onDone={state.reload} />
              </Box>
            ))}
            <ListPagination meta={data.meta} onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </ProviderLayout>
  );
}
