import { useState } from 'react';
import { Button, formatDateTime, useFetch } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import type { Refund } from '../../../lib/types';
import { getOrderDisputes } from '../api/getOrderDisputes';
import { getOwnRefunds } from '../api/getOwnRefunds';
import type { Dispute } from '../types';
import { DisputeCase } from './DisputeCase';
import { DisputeForm } from './DisputeForm';
import { disputeMessages as m } from '../messages';

/** As the API decides (disputes README „Rules“): a refund can be disputed when rejected, or 7 days after the request. */
export const WAIT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function disputableFrom(refund: Pick<Refund, 'status' | 'created_at'>): Date | null {
  if (refund.status === 'rejected') return new Date(0);
  if (refund.status === 'requested') return new Date(new Date(refund.created_at).getTime() + WAIT_DAYS * DAY_MS);
  return null;
}

/** The refunds of a vendor order the customer can take to the marketplace now, and the first date for the others. */
export function disputeChoices(refunds: readonly Refund[], disputes: readonly Dispute[], vendorOrderId: number, now = new Date()) {
  const taken = new Set(disputes.filter((dispute) => dispute.status !== 'withdrawn').map((dispute) => dispute.refund_id));
  const own = refunds.filter((refund) => refund.shop_vendor_order_id === vendorOrderId && !taken.has(refund.id));
  const ready = own.filter((refund) => {
    const from = disputableFrom(refund);
    return from !== null && from <= now;
  });
  const waiting = own
    .map((refund) => disputableFrom(refund))
    .filter((from): from is Date => from !== null && from > now)
    .sort((a, b) => a.getTime() - b.getTime());
  return { ready, nextFrom: waiting[0] ?? null };
}

/** On a vendor order of the customer's order page: its disputes and „Marktplatz einschalten“ when possible. */
export function OrderDisputes({
  orderNumber,
  vendorOrderId,
  providerName,
  onChanged,
}: {
  orderNumber: string;
  vendorOrderId: number;
  providerName: string;
  onChanged?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const disputes = useFetch((signal) => getOrderDisputes(orderNumber, signal), [orderNumber]);
  const refunds = useFetch((signal) => getOwnRefunds(signal), [orderNumber]);
  if (!disputes.data || !refunds.data) return null;
  const mine = disputes.data.filter((dispute) => dispute.vendor_order_id === vendorOrderId);
  const { ready, nextFrom } = disputeChoices(refunds.data, disputes.data, vendorOrderId);
  const reload = () => {
    disputes.reload();
    refunds.reload();
    onChanged?.();
  };
  return (
    <div data-testid="order-disputes">
      {mine.map((dispute) => (
        <DisputeCase key={dispute.id} dispute={dispute} onChanged={reload} />
      ))}
      {ready.length > 0 ? (
        open ? (
          <DisputeForm
            providerName={providerName}
            refunds={ready}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              reload();
            }}
          />
        ) : (
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            {m.button}
          </Button>
        )
      ) : nextFrom ? (
        <Muted $small data-testid="dispute-possible-from">
          {m.possibleFrom(formatDateTime(nextFrom))}
        </Muted>
      ) : null}
    </div>
  );
}
