import { Fragment, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  FieldShell,
  firstFieldErrors,
  formatCents,
  formatDate,
  Input,
  notify,
  Select,
  Spinner,
  Textarea,
  useFetch,
} from '@marktplatz/shared';
import { Alert, Box, Muted, OrderLines } from '@marktplatz/shared/kit';
import { InvoiceButtons } from '../../invoices';
import { Grid, Sums, addressText } from '../../../components/OrderParts';
import { StatusBadge } from '../../../components/StatusBadge';
import { TrackList } from '../../../components/TrackList';
import { addTrack } from '../api/addTrack';
import { getProviderOrder } from '../api/getProviderOrder';
import type { ProviderOrderDetail, TrackCarrier, TrackStatus } from '../../../lib/types';
import { messages } from '../../../messages';
import { ProviderLayout } from '../components/ProviderLayout';

const EMPTY = { status: '', title: '', detail: '', carrier: '', tracking_number: '' };

function TrackForm({ order, onSaved }: { order: ProviderOrderDetail; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [confirming, setConfirming] = useState(false);
  const errors = firstFieldErrors(error);

  async function save() {
    setBusy(true);
    setError(undefined);
    try {
      // the selects offer the contract's carriers and statuses; empty means „none“
      const result = await addTrack({
        shop_vendor_order_id: order.id,
        title: values.title,
        detail: values.detail,
        tracking_number: values.tracking_number,
        carrier: values.carrier ? (values.carrier as TrackCarrier) : undefined,
        status: values.status ? (values.status as TrackStatus) : undefined,
      });
      if (result.message) notify.success(result.message);
      setValues(EMPTY);
      onSaved();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.status === 'cancelled') setConfirming(true);
    else void save();
  }

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const shipping = values.status === 'shipped' || (values.status === '' && order.status === 'shipped');

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="track-form">
      <h2 id={`${id}-heading`}>{messages.provider.trackHeading}</h2>
      {order.next_statuses.length === 0 ? <Muted $small>{messages.provider.noNext}</Muted> : null}
      <Grid>
        <FieldShell
          id={`${id}-status`}
          label={messages.provider.nextStatus}
          error={errors.status}
          hintId={`${id}-status-hint`}
          errorId={`${id}-status-error`}
        >
          <Select id={`${id}-status`} value={values.status} onChange={set('status')}>
            <option value="">{messages.provider.keepStatus}</option>
            {order.next_statuses.map((status) => (
              <option key={status} value={status}>
                {messages.statuses[status]}
              </option>
            ))}
          </Select>
        </FieldShell>
        <FieldShell
          id={`${id}-title`}
          label={messages.provider.trackTitle}
          hint={messages.provider.trackTitleHint}
          error={errors.title}
          hintId={`${id}-title-hint`}
          errorId={`${id}-title-error`}
        >
          <Input
            id={`${id}-title`}
            value={values.title}
            onChange={set('title')}
            maxLength={120}
            aria-describedby={`${id}-title-hint`}
            $invalid={Boolean(errors.title)}
          />
        </FieldShell>
      </Grid>
      <FieldShell
        id={`${id}-detail`}
        label={messages.provider.trackDetail}
        error={errors.detail}
        hintId={`${id}-detail-hint`}
        errorId={`${id}-detail-error`}
      >
        <Textarea id={`${id}-detail`} value={values.detail} onChange={set('detail')} rows={3} maxLength={1000} />
      </FieldShell>
      {shipping || values.carrier || values.tracking_number ? (
        <Grid>
          <FieldShell
            id={`${id}-carrier`}
            label={messages.provider.carrier}
            error={errors.carrier}
            hintId={`${id}-carrier-hint`}
            errorId={`${id}-carrier-error`}
          >
            <Select id={`${id}-carrier`} value={values.carrier} onChange={set('carrier')}>
              <option value="">{messages.provider.noCarrier}</option>
              {Object.entries(messages.carriers).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </Select>
          </FieldShell>
          <FieldShell
            id={`${id}-tracking`}
            label={messages.provider.trackingNumber}
            error={errors.tracking_number}
            hintId={`${id}-tracking-hint`}
            errorId={`${id}-tracking-error`}
          >
            <Input
              id={`${id}-tracking`}
              value={values.tracking_number}
              onChange={set('tracking_number')}
              autoComplete="off"
              $invalid={Boolean(errors.tracking_number)}
            />
          </FieldShell>
        </Grid>
      ) : null}
      {error !== undefined ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(error)}</p>
        </Alert>
      ) : null}
      <Button type="submit" loading={busy}>
        {messages.provider.save}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={messages.provider.confirmCancel}
        confirmLabel={messages.provider.confirmCancelButton}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          await save();
        }}
      >
        {messages.provider.confirmCancelText}
      </ConfirmDialog>
    </form>
  );
}

/** `/orders/provider/:vendor_order_id`: one incoming order with customer, lines, tracks, Widerrufe and the status form. */
export default function ProviderOrderPage() {
  const { vendor_order_id: id = '' } = useParams();
  const state = useFetch((signal) => getProviderOrder(id, signal), [id]);
  if (state.loading && !state.data) return <Spinner block />;
  if (state.error !== undefined || !state.data) {
    return (
      <ProviderLayout title={messages.provider.title}>
        <ErrorState error={state.error} onRetry={state.reload} />
        <Link to="/orders/provider">{messages.provider.back}</Link>
      </ProviderLayout>
    );
  }
  const order = state.data;
  return (
    <ProviderLayout
      title={messages.provider.detailTitle(order.vendor_order_number)}
      actions={<Link to="/orders/provider">{messages.provider.back}</Link>}
    >
      <Muted $small>
        {formatDate(order.order_date)} · {order.payment_mothod} · {order.payment_status_text} · {order.delivery_mode_text}
        {order.shipping_method_name ? ` (${order.shipping_method_name})` : ''}
      </Muted>
      <p>
        <StatusBadge status={order.status} text={order.status_text} />
      </p>
      {order.revocations.length > 0 ? (
        <Alert $tone="warning" data-testid="provider-revocations">
          <p>
            <strong>{messages.provider.revocations}</strong>
          </p>
          {order.revocations.map((revocation) => (
            <p key={revocation.id}>
              {messages.provider.revocationLine(revocation.name, revocation.received_at_text, formatCents(revocation.refund_amount_cents))}
            </p>
          ))}
        </Alert>
      ) : null}
      <Grid>
        <Box aria-label={messages.provider.items}>
          <h2>{messages.provider.items}</h2>
          <OrderLines items={order.items} label={messages.provider.items} />
          <Sums>
            <dt>{messages.customer.shipping}</dt>
            <dd>{formatCents(order.shipping_cents)}</dd>
            <dt className="strong">{messages.customer.total}</dt>
            <dd className="strong">{formatCents(order.total_cents)}</dd>
            {order.vat.map((line) => (
              <Fragment key={line.rate}>
                <dt>{messages.customer.vat(line.rate)}</dt>
                <dd>{formatCents(line.tax_cents)}</dd>
              </Fragment>
            ))}
            {order.voucher_amount > 0 ? (
              <>
                <dt>{messages.customer.voucher}</dt>
                <dd>− {formatCents(order.voucher_amount_cents)}</dd>
              </>
            ) : null}
            <dt>{messages.customer.amountDue}</dt>
            <dd>{formatCents(order.amount_due_cents)}</dd>
          </Sums>
          <InvoiceButtons invoices={order.invoices} />
        </Box>
        <Box aria-label={messages.provider.customerBox}>
          <h2>{messages.provider.customerBox}</h2>
          <p>
            <strong>{order.shipping_address ? messages.customer.delivery : messages.customer.billing}</strong>
          </p>
          {addressText(order.shipping_address ?? order.billing_address).map((line) => (
            <div key={line}>{line}</div>
          ))}
          <p>
            <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
          </p>
          {order.pickup_address ? <Muted $small>{`${messages.customer.pickup}: ${order.pickup_address}`}</Muted> : null}
        </Box>
      </Grid>
      <Box>
        <TrackForm order={order} onSaved={state.reload} />
      </Box>
      <Box aria-label={messages.customer.tracks}>
        <h2>{messages.customer.tracks}</h2>
        <TrackList tracks={order.tracks} />
      </Box>
    </ProviderLayout>
  );
}
