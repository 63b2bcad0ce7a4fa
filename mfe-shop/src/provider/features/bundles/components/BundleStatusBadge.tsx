import { Badge } from '@marktplatz/shared/kit';
import type { BundleStatus } from '../types';
import { messages } from '../../../../messages/provider';

/** A request's status in German. */
export function BundleStatusBadge({ status }: { status: BundleStatus }) {
  const tone =
    status === 'confirmed'
      ? 'success'
      : status === 'rejected' || status === 'deleted'
        ? 'danger'
        : status === 'requested'
          ? 'primary'
          : 'neutral';
  return <Badge $tone={tone}>{messages.bundles.statuses[status] ?? status}</Badge>;
}
