import type { Executor } from '../../db/client';
import { defineJob, enqueueJob } from '../../infra/queue';
import { previousBerlinMonth, runCommissionMonth } from './commission';
import { addDays, berlinMidnight, berlinToday } from './dates';

export const COMMISSION_RUN_JOB = 'billing.commission_run';

/** The instant of the next 1st of a month, 00:00 Europe/Berlin, after `now`. */
export function nextBerlinMonthStart(now: Date = new Date()): Date {
  const today = berlinToday(now);
  const firstOfNext = addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7);
  return berlinMidnight(`${firstOfNext}-01`);
}

/**
 * Schedules the monthly commission run for the next 1st at 00:00 Europe/Berlin, billing the month before it. The
 * job key (`billing.commission_run:<month billed>`) makes a second schedule a no-op, so the seed, the nightly
 * billing job and finance's run may all call it.
 */
export async function scheduleNextCommissionRun(executor: Executor, now: Date = new Date()): Promise<void> {
  const runAt = nextBerlinMonthStart(now);
  const month = previousBerlinMonth(runAt);
  await enqueueJob(executor, COMMISSION_RUN_JOB, { month }, { key: `${COMMISSION_RUN_JOB}:${month}`, runAt });
}

defineJob<{ month?: string }>(COMMISSION_RUN_JOB, async (job, tx, { config }) => {
  await runCommissionMonth(tx, { config }, job.payload.month ?? previousBerlinMonth());
  await scheduleNextCommissionRun(tx);
});
