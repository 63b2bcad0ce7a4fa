import type { Tone } from '@marktplatz/shared/kit';
import type { Refund } from '../../../lib/types';

/** The badge tone of a refund's status: refunded green, rejected red, accepted blue, the rest neutral. */
export function refundTone(status: Refund['status']): Tone {
  return status === 'refunded' ? 'success' : status === 'rejected' ? 'danger' : status === 'accepted' ? 'info' : 'neutral';
}
