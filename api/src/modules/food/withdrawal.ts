import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foodSettings } from '../../db/schema/food';

/**
 * The food module's part of withdrawing a provider (`DomainModule.withdrawProvider`): food ordering is switched off
 * (`is_active` false, marked `withdrawn_at`), so the restaurant leaves the food search and its menu page answers
 * 404; its dishes, being shop products, are withdrawn by the shop (carts show them as no longer available, the
 * checkout refuses them). Orders already placed stay on the board (account/README.md: an account with open orders
 * cannot end).
 */
export async function withdrawFoodOrdering(tx: Executor, providerId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(foodSettings)
    .set({ isActive: false, withdrawnAt: now, updatedAt: now })
    .where(and(eq(foodSettings.providerId, providerId), eq(foodSettings.isActive, true)));
}

/** After a suspension: food ordering is on again if the withdrawal had switched it off. */
export async function reinstateFoodOrdering(tx: Executor, providerId: number): Promise<void> {
  await tx
    .update(foodSettings)
    .set({ isActive: true, withdrawnAt: null, updatedAt: new Date() })
    .where(and(eq(foodSettings.providerId, providerId), isNotNull(foodSettings.withdrawnAt)));
}
