import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { contactSubmissions } from '../../db/schema/chat';
import { TooManyRequestsError, ValidationError } from '../../http/errors';
import { Outbox } from '../outbox/public';
import { activeContactCategory } from '../reference/public';
import { CHAT_TEXT } from './messages';
import type { ChatState } from './state';

/** Contact form submissions per client address and hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;

export interface ContactInput {
  category_id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  privacy_consent: boolean;
  /** Honeypot: people leave it empty; a filled one is a bot. */
  website?: string | null | undefined;
}

/**
 * `/contactformsubmit`: stored, e-mailed to the operator address and a receipt to the sender, in one transaction
 * through the outbox. A filled honeypot answers like a success and stores nothing.
 */
export async function submitContact(
  db: Database,
  config: AppConfig,
  state: ChatState,
  input: ContactInput,
  context: { ip: string; userId: number | null },
): Promise<{ received: true }> {
  if (input.website && input.website.trim() !== '') return { received: true };
  if (!input.privacy_consent) throw ValidationError.field('privacy_consent', CHAT_TEXT.privacyConsent);
  if ((await state.count(`contact:${context.ip}:${Math.floor(Date.now() / 3_600_000)}`, 3600)) > CONTACT_LIMIT_PER_HOUR) {
    throw new TooManyRequestsError(CHAT_TEXT.contactRateLimited, 3600);
  }
  const category = await activeContactCategory(db, input.category_id);
  if (!category) throw ValidationError.field('category_id', CHAT_TEXT.contactCategory);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        categoryId: category.id,
        categoryName: category.name,
        userId: context.userId,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        privacyConsent: true,
      })
      .returning();
    const outbox = new Outbox(tx, config);
    await outbox.sendEmail({
      to: config.operator.email,
      subject: `Kontaktformular (${category.name}): ${input.subject}`,
      text: `Anfrage Nr. ${row!.id} über das Kontaktformular\n\nKategorie: ${category.name}\nName: ${input.name}\nE-Mail: ${input.email}\nBetreff: ${input.subject}\n\n${input.message}\n`,
    });
    await outbox.sendEmail({
      to: input.email,
      subject: `Ihre Nachricht an ${config.operator.companyName}: ${input.subject}`,
      text: `Guten Tag ${input.name},\n\nvielen Dank für Ihre Nachricht. Wir haben sie unter der Nummer ${row!.id} erhalten und melden uns so bald wie möglich.\n\nIhre Nachricht:\nKategorie: ${category.name}\nBetreff: ${input.subject}\n\n${input.message}\n\nFreundliche Grüße\n${config.operator.companyName}\n`,
    });
  });
  return { received: true };
}
