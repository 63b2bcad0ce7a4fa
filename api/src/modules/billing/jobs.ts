import { defineJob, enqueueJob } from '../../infra/queue';
import type { Executor } from '../../db/client';
import { berlinToday, nextBerlinMidnight } from './dates';
import { runBilling } from './billing-run';
import { scheduleNextCommissionRun } from './commission-jobs';

export const BILLING_RUN_JOB = 'billing.run';

/**
 * Schedules the billing run for the next 00:00 Europe/Berlin; the job key (the Berlin day) makes a second schedule
 * of the same night a no-op, so every instance may call it.
 */
export async function scheduleNextBillingRun(executor: Executor, now: Date = new Date()): Promise<void> {
  const runAt = nextBerlinMidnight(now);
  await enqueueJob(executor, BILLING_RUN_JOB, {}, { key: `${BILLING_RUN_JOB}:${berlinToday(runAt)}`, runAt });
}

defineJob(BILLING_RUN_JOB, async (_job, tx, { config }) => {
  await runBilling(tx, { config });
  await scheduleNextBillingRun(tx);
  // Keeps the monthly commission run scheduled (its job key makes this a no-op once it is).
  await scheduleNextCommissionRun(tx);
});
