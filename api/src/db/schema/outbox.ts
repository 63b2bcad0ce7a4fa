import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Every e-mail and SMS the product sends, whether or not a real transport delivered it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    /** Links in the message (confirmation, password reset), so a test can follow them. */
    links: text('links').array().notNull().default([]),
    userId: integer('user_id'),
    transport: text('transport').notNull().default('outbox'),
    /** When the transport took the message (the delivery job ran); `null` while it waits in the queue. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient), index('outbox_created_idx').on(table.createdAt)],
);
