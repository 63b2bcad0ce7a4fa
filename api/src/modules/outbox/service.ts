import { and, desc, eq, type SQL } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { outboxMessages, type OutboxChannel } from '../../db/schema/outbox';
import { defineJob, enqueueJob } from '../../infra/queue';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: string[];
  userId?: number;
}

export interface SmsMessage {
  to: string;
  text: string;
  userId?: number;
}

export type OutboxEntry = typeof outboxMessages.$inferSelect;

/** The job that hands one outbox message to its transport. */
export const DELIVER_JOB = 'outbox.deliver';

/**
 * E-mail and SMS adapter, a transactional outbox: `sendEmail`/`sendSms` write the message and a delivery job
 * through the executor they were given — inside the caller's transaction, both exist exactly when the change
 * committed, and a crash after the commit cannot lose the message. The job queue then delivers it: over SMTP
 * when SMTP_URL is set (stable Message-ID `<outbox-<id>@…>`, so a repeat after a crash is recognisable), else the
 * outbox table is the transport (development). SMS has no gateway yet, so the outbox is its only transport.
 */
export class Outbox {
  constructor(
    private readonly db: Executor,
    private readonly config: AppConfig,
  ) {}

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(outboxMessages)
        .values({
          channel: 'email',
          recipient: message.to.toLowerCase(),
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          links: message.links ?? [],
          userId: message.userId ?? null,
          transport: this.config.smtpUrl ? 'smtp' : 'outbox',
        })
        .returning({ id: outboxMessages.id });
      if (row) await enqueueJob(tx, DELIVER_JOB, { id: row.id, to: message.to }, { key: `outbox:${row.id}` });
    });
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(outboxMessages)
        .values({ channel: 'sms', recipient: message.to, subject: '', body: message.text, userId: message.userId ?? null })
        .returning({ id: outboxMessages.id });
      if (row) await enqueueJob(tx, DELIVER_JOB, { id: row.id }, { key: `outbox:${row.id}` });
    });
  }

  /** Newest first, optionally for one recipient and channel. */
  async list(filter: { recipient?: string; channel?: OutboxChannel; limit?: number }): Promise<OutboxEntry[]> {
    const conditions: SQL[] = [];
    if (filter.recipient) conditions.push(eq(outboxMessages.recipient, filter.recipient.toLowerCase()));
    if (filter.channel) conditions.push(eq(outboxMessages.channel, filter.channel));
    return this.db
      .select()
      .from(outboxMessages)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(filter.limit ?? 50);
  }
}

const transports = new Map<string, Transporter>();

function smtpFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** The Message-ID of an outbox e-mail: the same on every delivery attempt. */
export function messageIdOf(id: number): string {
  return `<outbox-${id}@marktplatz.example>`;
}

defineJob<{ id: number; to?: string }>(DELIVER_JOB, async (job, tx, { config }) => {
  const [message] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, job.payload.id)).for('update').limit(1);
  // Deleted meanwhile (account deletion) or already delivered: nothing to do.
  if (!message || message.deliveredAt) return;
  if (message.channel === 'email' && config.smtpUrl) {
    await smtpFor(config.smtpUrl).sendMail({
      from: config.smtpFrom,
      to: job.payload.to ?? message.recipient,
      subject: message.subject,
      text: message.body,
      messageId: messageIdOf(message.id),
      ...(message.html ? { html: message.html } : {}),
    });
  }
  await tx
    .update(outboxMessages)
    .set({ deliveredAt: new Date(), transport: message.channel === 'email' && config.smtpUrl ? 'smtp' : 'outbox' })
    .where(eq(outboxMessages.id, message.id));
});
