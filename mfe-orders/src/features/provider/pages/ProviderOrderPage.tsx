import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  firstFieldErrors,
  formatCents,
  formatDate,
  notify,
  SelectField,
  Spinner,
  TextareaField,
  TextField,
  useFetch,
} from '@marktplatz/shared';
import { Alert, Box, Muted, OrderLines } from '@marktplatz/shared/kit';
import { InvoiceButtons } from '../../invoices';
import { Grid, addressText } from '../../../components/OrderParts';
import { OrderSums } from '../../../components/OrderSums';
import { StatusBadge } from '../../../components/StatusBadge';
import { TrackList } from '../../../components/TrackList';
import { addTrack } from '../api/addTrack';
import { getProviderOrder } from '../api/getProviderOrder';
import type { ProviderOrderDetail, TrackCarrier, TrackStatus } from '../../../lib/types';
import { messages } from '../../../messages';
import { ProviderLayout } from '../components/ProviderLayout';

interface TrackValues {
  status?: string;
  title?: string;
  detail?: string;
  carrier?: string;
  tracking_number?: string;
}

/** A track with an optional next status (react-final-form); cancelling asks first, a saved track empties the form. */
function TrackForm({ order, onSaved }: { order: ProviderOrderDetail; onSaved: () => void }) {
  const id = useId();
  const [error, setError] = useState<unknown>(undefined);
  const [confirming, setConfirming] = useState(false);
  const saved = useRef(false);

  /** Saves the track; the server's field errors go under their inputs. */
  async function save(values: TrackValues): Promise<Record<string, string> | undefined> {
    saved.current = false;
    setError(undefined);
    try {
      // the selects offer the contract's carriers and statuses; empty means „none“
      const result = await addTrack({
        shop_vendor_order_id: order.id,
        title: values.title ?? '',
        detail: values.detail ?? '',
        tracking_number: values.tracking_number ?? '',
        carrier: values.carrier ? (values.carrier as TrackCarrier) : undefined,
        status: values.status ? (values.status as TrackStatus) : undefined,
      });
      if (result.message) notify.success(result.message);
      saved.current = true;
      onSaved();
      return undefined;
    } catch (failure) {
      setError(failure);
      return firstFieldErrors(failure);
    }
  }

  return (
    <Form<TrackValues> onSubmit={save}>
      {({ handleSubmit, form, submitting, values }) => {
        const send = async () => {
          await handleSubmit();
          if (saved.current) form.restart();
        };
        const shipping = values.status === 'shipped' || (!values.status && order.status === 'shipped');
        return (
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (values.status === 'cancelled') setConfirming(true);
              else void send();
            }}
            noValidate
            aria-labelledby={`${id}-heading`}
            data-testid="track-form"
          >
            <h2 id={`${id}-heading`}>{messages.provider.trackHeading}</h2>
            {order.next_statuses.length === 0 ? <Muted $small>{messages.provider.noNext}</Muted> : null}
            <Grid>
              <SelectField
                id={`${id}-status`}
                name="status"
                label={messages.provider.nextStatus}
                placeholder={messages.provider.keepStatus}
                options={order.next_statuses.map((status) => ({ value: status, label: messages.statuses[status] }))}
              />
              <TextField
                id={`${id}-title`}
                name="title"
                label={messages.provider.trackTitle}
                hint={messages.provider.trackTitleHint}
                maxLength={120}
              />
            </Grid>
            <TextareaField id={`${id}-detail`} name="detail" label={messages.provider.trackDetail} rows={3} maxLength={1000} />
            {shipping || values.carrier || values.tracking_number ? (
              <Grid>
                <SelectField
                  id={`${id}-carrier`}
                  name="carrier"
                  label={messages.provider.carrier}
                  placeholder={messages.provider.noCarrier}
                  options={Object.entries(messages.carriers).map(([value, text]) => ({ value, label: text }))}
                />
                <TextField id={`${id}-tracking`} name="tracking_number" label={messages.provider.trackingNumber} autoComplete="off" />
              </Grid>
            ) : null}
            {error !== undefined ? (
              <Alert $tone="error" role="alert">
                <p>{errorMessage(error)}</p>
              </Alert>
            ) : null}
            <Button type="submit" loading={submitting}>
              {messages.provider.save}
            </Button>
            <ConfirmDialog
              open={confirming}
              title={messages.provider.confirmCancel}
              confirmLabel={messages.provider.confirmCancelButton}
              onCancel={() => setConfirming(false)}
              onConfirm={async () => {
                setConfirming(false);
                await send();
              }}
            >
              {messages.provider.confirmCancelText}
            </ConfirmDialog>
          </form>
        );
      }}
    </Form>
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
          <OrderSums shippingCents={order.shipping_cents} totalCents={order.total_cents} vat={order.vat}>
            {order.voucher_amount > 0 ? (
              <>
                <dt>{messages.customer.voucher}</dt>
                <dd>− {formatCents(order.voucher_amount_cents)}</dd>
              </>
            ) : null}
            <dt>{messages.customer.amountDue}</dt>
            <dd>{formatCents(order.amount_due_cents)}</dd>
          </OrderSums>
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
