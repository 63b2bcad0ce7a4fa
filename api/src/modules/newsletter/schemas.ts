import { z } from 'zod';
import { fields } from '../../http/validation';

const token = z
  .string({ error: 'Der Link ist unvollständig.' })
  .trim()
  .min(1, 'Der Link ist unvollständig.')
  .max(200, 'Der Link ist ungültig.');

export const emailBody = z.object({ email: fields.email() });

export const unsubscribeBody = z.object({
  email: fields.email(),
  /** From the unsubscribe link; without it an e-mail with the link is sent. */
  token: token.optional(),
});

export const confirmBody = z.object({ token });

export const confirmQuery = z.object({ token: z.string().max(200).default('') });

export const accountSwitchBody = z.object({
  /** 1 subscribes (double opt-in), 0 unsubscribes; default 1. */
  subscribe: fields.flag().optional().default(true),
});

/** `GET /api/newsletter-status`: the account e-mail's state (in the contract as `NewsletterStatus`). */
export const subscriptionStateSchema = z.object({ email: z.string(), subscribed: z.boolean(), pending: z.boolean() });
