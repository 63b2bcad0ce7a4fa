import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import { deleteJobsByPayload } from '../../infra/queue';
import type { ErasedUser } from '../types';
import { DELIVER_JOB } from './service';

/**
 * The outbox's part of erasing an account (DSGVO Art. 17): the delivery jobs of e-mails to the account's address
 * carry the address (`payload.to`) and outlive their delivery in the job table; they go with the messages
 * ({@link forgetMessagesTo}, which the account deletion calls last, after every module's eraser).
 */
export async function forgetDeliveryJobs(tx: Executor, user: ErasedUser): Promise<void> {
  await deleteJobsByPayload(tx, DELIVER_JOB, 'to', user.email);
}

/** Deletes the messages sent to an erased account (by its id or its address), in the deletion's transaction. */
export async function forgetMessagesTo(tx: Executor, user: ErasedUser): Promise<void> {
  await tx.delete(outboxMessages).where(or(eq(outboxMessages.userId, user.id), eq(outboxMessages.recipient, user.email.toLowerCase())));
}
