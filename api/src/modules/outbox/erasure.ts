import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import type { ErasedUser } from '../types';
import { DELIVER_JOB } from './service';

/**
 * The outbox's part of erasing an account (DSGVO Art. 17): the delivery jobs of e-mails to the account's address
 * carry the address (`payload.to`) and outlive their delivery in the job table; they go with the messages (the
 * account module deletes the messages themselves).
 */
export async function forgetDeliveryJobs(tx: Executor, user: ErasedUser): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.name, DELIVER_JOB), sql`lower(${jobs.payload}->>'to') = ${user.email.toLowerCase()}`));
}
