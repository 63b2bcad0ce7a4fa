/**
 * What other modules may use of the outbox (mail and SMS after commit). The rest of the folder is internal
 * (`.dependency-cruiser.cjs`, rule `api-module-internals`).
 */
export { Outbox, type EmailMessage, type SmsMessage, type OutboxEntry } from './service';
export { forgetMessagesTo } from './erasure';
