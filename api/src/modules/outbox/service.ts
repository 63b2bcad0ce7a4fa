import { and, desc, eq, type SQL } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { outboxMessages, type OutboxChannel } from '../../db/schema';

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

/**
 * E-mail and SMS adapter. Every message is written to the outbox table; e-mail also goes out over SMTP
 * when SMTP_URL is set. SMS has no gateway yet, so the outbox is its only transport.
 */
export class Outbox {
  private readonly smtp: Transporter | undefined;

  constructor(
    private readonly db: Executor,
    private readonly config: AppConfig,
  ) {
    this.smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: message.to.toLowerCase(),
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      links: message.links ?? [],
      userId: message.userId ?? null,
      transport: this.smtp ? 'smtp' : 'outbox',
    });
    if (this.smtp) {
      await this.smtp.sendMail({
        from: this.config.smtpFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    }
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: message.to,
      subject: '',
      body: message.text,
      userId: message.userId ?? null,
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
