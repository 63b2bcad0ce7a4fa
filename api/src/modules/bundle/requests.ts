/** The state machine of a bundle request (README "Statuses of a request"): allowed transitions and status changes. */
import { and, eq, or } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type BundleRequestStatus, shopBundleProviderRequests } from '../../db/schema/bundle';
import { NotFoundError, ValidationError } from '../../http/errors';
import { mailOtherSide } from './mail';
import { BUNDLE_NOT_FOUND, type PresentedRequest, requestDetail } from './present';

export const TRANSITION_REFUSED = 'Diese Statusänderung ist nicht möglich.';

// --- Status changes ---------------------------------------------------------------------------------------

export type RequestTarget = 'confirmed' | 'rejected' | 'inactivated' | 'deleted';

/** Whether `actor` (sender or receiver) may move a request from `from` to `to` (README "Statuses"). */
export function transitionAllowed(from: BundleRequestStatus, to: RequestTarget, actor: 'sender' | 'receiver'): boolean {
  if (from === 'deleted') return false;
  switch (to) {
    case 'deleted':
      return true;
    case 'confirmed':
      return actor === 'receiver' && (from === 'requested' || from === 'inactivated');
    case 'rejected':
      return actor === 'receiver' && from === 'requested';
    case 'inactivated':
      return from === 'confirmed';
  }
}

export async function changeRequestStatus(
  db: Executor,
  config: AppConfig,
  providerId: number,
  requestId: number,
  to: RequestTarget,
  options: { reason?: string | null; mail: boolean },
): Promise<PresentedRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shopBundleProviderRequests)
      .where(
        and(
          eq(shopBundleProviderRequests.id, requestId),
          or(eq(shopBundleProviderRequests.receiverId, providerId), eq(shopBundleProviderRequests.senderId, providerId)),
        ),
      )
      .for('update')
      .limit(1);
    if (!row) throw new NotFoundError(BUNDLE_NOT_FOUND);
    const actor = row.receiverId === providerId ? 'receiver' : 'sender';
    if (!transitionAllowed(row.status, to, actor)) throw ValidationError.field('status', TRANSITION_REFUSED);
    await tx
      .update(shopBundleProviderRequests)
      .set({
        status: to,
        reason: options.reason ?? '',
        changedBy: providerId,
        updatedAt: new Date(),
        ...(actor === 'receiver' && (to === 'confirmed' || to === 'rejected') ? { respondedAt: new Date() } : {}),
      })
      .where(eq(shopBundleProviderRequests.id, requestId));
    if (options.mail) await mailOtherSide(tx, config, row, providerId, to, options.reason ?? '');
  });
  return requestDetail(db, config, providerId, requestId);
}
