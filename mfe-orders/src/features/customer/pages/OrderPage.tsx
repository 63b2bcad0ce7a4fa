import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ErrorState, PageContainer, Spinner, formatCents, formatDate, useAuth, useFetch, usePageTitle } from '@marktplatz/shared';
import { Alert, Box, Muted, OrderLines } from '@marktplatz/shared/kit';
import { InvoiceButtons } from '../../invoices';
import { PaymentSums } from '../../../components/PaymentSums';
import { Grid, Sums, addressText } from '../../../components/OrderParts';
import { OrderSums } from '../../../components/OrderSums';
import { StatusBadge } from '../../../components/StatusBadge';
import { TrackList } from '../../../components/TrackList';
import { getCustomerOrder } from '../api/getCustomerOrder';
import type { CustomerVendorOrder, OrderDetail, Revocation } from '../../../lib/types';
import { messages } from '../../../messages';
import { RefundForm } from '../../refunds';
import { WiderrufForm } from '../../widerruf';
import { OrderDisputes } from '../../disputes';

function RevocationList({ revocations }: { revocations: Revocation[] }) {
  if (revocations.length === 0) return null;
  return (
    <>
      <h3>{messages.widerruf.earlier}</h3>
      <ul data-testid="revocations">
        {revocations.map((revocation) => (
          <li key={revocation.id}>
            {messages.widerruf.earlierLine(revocation.received_at_text, formatCents(revocation.refund_amount_cents))}
          </li>
        ))}
      </ul>
    </>
  );
}

function VendorOrderBox({ order, vendor, onChanged }: { order: OrderDetail; vendor: CustomerVendorOrder; onChanged: () => void }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [done, setDone] = useState<Revocation | null>(null);
  const defaultName =
    [order.billing_address.first_name, order.billing_address.last_name].filter(Boolean).join(' ') || String(user?.name ?? '');
  return (
    <Box aria-labelledby={`vendor-${vendor.id}`} data-testid="vendor-order">
      <h2 id={`vendor-${vendor.id}`}>{messages.customer.vendor(vendor.provider_name)}</h2>
      <Muted $small>
        {messages.customer.vendorNumber(vendor.vendor_order_number)} · {vendor.delivery_mode_text}
        {vendor.shipping_method_name ? ` (${vendor.shipping_method_name})` : ''}
        {vendor.pickup_address ? ` – ${vendor.pickup_address}` : ''}
      </Muted>
      <p>
        <StatusBadge status={vendor.status} text={vendor.status_text} />
      </p>
      <OrderLines items={vendor.items} label={messages.customer.itemsOf(vendor.provider_name)} />
      <OrderSums shippingCents={vendor.shipping_cents} totalCents={vendor.total_cents} vat={vendor.vat} />
      <InvoiceButtons invoices={vendor.invoices} />
      <h3>{messages.customer.tracks}</h3>
      <TrackList tracks={vendor.tracks} status={vendor.status} statusText={vendor.status_text} />
      <RevocationList revocations={vendor.revocations} />
      {done ? (
        <Alert $tone="success" role="status" data-testid="widerruf-done">
          <p>{messages.widerruf.received(done.received_at_text)}</p>
        </Alert>
      ) : vendor.widerruf && !vendor.widerruf.possible && vendor.status !== 'cancelled' ? (
        <Muted $small data-testid="widerruf-reason">
          {messages.widerruf.notPossible}: {vendor.widerruf.reason}
        </Muted>
      ) : null}
      {refunding ? (
        <RefundForm
          vendorOrderId={vendor.id}
          items={vendor.items}
          onCancel={() => setRefunding(false)}
          onDone={() => setRefunding(false)}
        />
      ) : null}
      {vendor.status !== 'cancelled' && vendor.status !== 'pending' && !refunding && !open ? (
        <Button type="button" variant="link" onClick={() => setRefunding(true)}>
          {messages.refunds.request}
        </Button>
      ) : null}
      <OrderDisputes orderNumber={order.order_number} vendorOrderId={vendor.id} providerName={vendor.provider_name} onChanged={onChanged} />
      {vendor.widerruf?.possible && !done ? (
        open ? (
          <WiderrufForm
            orderNumber={order.order_number}
            orderEmail={order.customer_email}
            vendorOrderId={vendor.id}
            vendorLabel={`${vendor.provider_name} (${vendor.vendor_order_number})`}
            state={vendor.widerruf}
            defaultName={defaultName}
            defaultEmail={order.customer_email}
            onCancel={() => setOpen(false)}
            onDone={(revocation) => {
              setDone(revocation);
              setOpen(false);
              onChanged();
            }}
          />
        ) : (
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            {messages.widerruf.button}
          </Button>
        )
      ) : null}
    </Box>
  );
}

/** `/orders/:order_number`: the order per provider with status, tracks and the Widerruf button. */
export default function OrderPage() {
  const { order_number: orderNumber = '' } = useParams();
  usePageTitle(messages.customer.detailTitle(orderNumber));
  const state = useFetch((signal) => getCustomerOrder(orderNumber, signal), [orderNumber]);
  if (state.loading && !state.data) return <Spinner block />;
  if (state.error !== undefined || !state.data) {
    return (
      <PageContainer title={messages.customer.detailTitle(orderNumber)}>
        <ErrorState error={state.error} onRetry={state.reload} />
        <Link to="/orders">{messages.customer.back}</Link>
      </PageContainer>
    );
  }
  const order = state.data;
  return (
    <PageContainer title={messages.customer.detailTitle(order.order_number)} actions={<Link to="/orders">{messages.customer.back}</Link>}>
      <Muted $small>
        {messages.customer.orderedOn(formatDate(order.order_date))} · {messages.customer.paymentMethod}: {order.payment_mothod} ·{' '}
        {order.payment_status_text}
      </Muted>
      {order.bank_transfer ? (
        <Alert $tone="info">
          <p>
            {messages.customer.bank} {order.bank_transfer.account_holder}, IBAN {order.bank_transfer.iban}:{' '}
            {formatCents(order.bank_transfer.amount_cents)} · {messages.customer.reference} {order.bank_transfer.reference} ·{' '}
            {messages.customer.payUntil} {formatDate(order.bank_transfer.due_date)}
          </p>
        </Alert>
      ) : null}
      {order.vendor_orders.map((vendor) => (
        <VendorOrderBox key={vendor.id} order={order} vendor={vendor} onChanged={state.reload} />
      ))}
      <Grid>
        <Box aria-label={messages.customer.total}>
          <Sums>
            <dt>{messages.customer.goods}</dt>
            <dd>{formatCents(order.items_total_cents)}</dd>
            <dt>{messages.customer.shipping}</dt>
            <dd>{formatCents(order.shipping_total_cents)}</dd>
            <dt className="strong">{messages.customer.total}</dt>
            <dd className="strong">{formatCents(order.total_cents)}</dd>
            {order.voucher_amount > 0 ? (
              <>
                <dt>{messages.customer.voucher}</dt>
                <dd>− {formatCents(order.voucher_amount_cents)}</dd>
              </>
            ) : null}
          </Sums>
          <PaymentSums payment={order.payment} withVoucher={order.voucher_amount > 0} />
        </Box>
        <Box aria-label={messages.customer.addresses}>
          <Grid>
            <div>
              <strong>{messages.customer.billing}</strong>
              {addressText(order.billing_address).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </div>
            <div>
              <strong>{order.shipping_address ? messages.customer.delivery : messages.customer.pickup}</strong>
              {order.shipping_address ? addressText(order.shipping_address).map((line) => <div key={line}>{line}</div>) : null}
            </div>
          </Grid>
        </Box>
      </Grid>
      <p>
        <a href={order.withdrawal_url}>{messages.widerruf.legal}</a>
      </p>
    </PageContainer>
  );
}
