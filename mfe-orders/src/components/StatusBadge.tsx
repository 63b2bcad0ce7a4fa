import { Badge, type Tone } from '@marktplatz/shared/kit';
import type { VendorOrderStatus } from '../lib/types';

const TONES: Record<VendorOrderStatus, Tone> = {
  pending: 'neutral',
  confirmed: 'info',
  shipped: 'info',
  ready_for_pickup: 'info',
  completed: 'success',
  cancelled: 'danger',
};

/** A vendor order's status as an outlined badge in the status's tone. */
export function StatusBadge({ status, text }: { status: VendorOrderStatus; text: string }) {
  return (
    <Badge $tone={TONES[status]} $outline data-status={status}>
      {text}
    </Badge>
  );
}
