import { accountUsers } from '../account/public';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { inquiries, inquiryAnswers, inquiryFiles, leadRouteAnswers, leadRouteQuestions, leadRoutes, leads } from '../../db/schema/leads';
import { NotFoundError, ValidationError } from '../../http/errors';
import { notify } from '../notification/public';
import type { Outbox } from '../outbox/public';
import { checkAnswer, type QuestionSpec, type RawAnswer } from './answers';
import type { CheckedFile } from '../../http/multipart-files';
import { storePrivate } from './files';
import { ROUTE_NOT_FOUND } from './routes-service';
import { CONFIRMATION_TEXT, INQUIRY_OPEN_DAYS, MAX_PROVIDERS, PROVIDER_NOT_FOUND, berlinEndOfDay } from './inquiry-rules';
import type { InquirySent } from './schemas';

// --- inquiries ----------------------------------------------------------------------------------------------

export type Mail = Parameters<Outbox['sendEmail']>[0];

/** E-mails go out after the transaction commits (the outbox writes through its own connection). */
export async function sendAll(outbox: Outbox, mails: Mail[]): Promise<void> {
  for (const mail of mails) await outbox.sendEmail(mail);
}

async function sendNewLead(db: Executor, mails: Mail[], config: AppConfig, providerIds: number[], inquiryId: number, title: string) {
  for (const providerId of providerIds) {
    await notify(db, providerId, {
      type: 'new_inquiry',
      title: 'Neue Anfrage',
      body: `Neue Anfrage: ${title}`,
      data: { inquiry_id: inquiryId },
    });
    const [provider] = await db.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, providerId)).limit(1);
    if (provider) {
      const link = `${config.publicWebUrl}/leads/provider`;
      mails.push({
        to: provider.email,
        userId: providerId,
        subject: 'Neue Anfrage auf Marktplatz',
        text: `Sie haben eine neue Anfrage erhalten: ${title}\n\nIhre Anfragen: ${link}`,
        links: [link],
      });
    }
  }
}

interface LeadInput {
  lead_route_id: number;
  answers: { lead_route_question_id: number; answer?: RawAnswer }[];
  provider_ids: number[];
  message: string;
  postal_code: string | null;
}

/** The wizard's submission: every answer checked (errors under `answers.<question id>`), one inquiry, one lead per provider. */
export async function submitLead(
  db: Executor,
  outbox: Outbox,
  config: AppConfig,
  customerId: number,
  input: LeadInput,
): Promise<InquirySent> {
  const [route] = await db
    .select()
    .from(leadRoutes)
    .where(and(eq(leadRoutes.id, input.lead_route_id), eq(leadRoutes.status, 'active')))
    .limit(1);
  if (!route) throw new NotFoundError(ROUTE_NOT_FOUND);
  const questions = await db
    .select()
    .from(leadRouteQuestions)
    .where(eq(leadRouteQuestions.leadRouteId, route.id))
    .orderBy(asc(leadRouteQuestions.position));
  const options = questions.length
    ? await db
        .select()
        .from(leadRouteAnswers)
        .where(
          inArray(
            leadRouteAnswers.questionId,
            questions.map((question) => question.id),
          ),
        )
    : [];
  const given = new Map(input.answers.map((answer) => [answer.lead_route_question_id, answer.answer]));
  const errors: Record<string, string[]> = {};
  const checked: { question: (typeof questions)[number]; text: string; fileTokens: string[] }[] = [];
  for (const question of questions) {
    const spec: QuestionSpec = {
      id: question.id,
      answerType: question.answerType,
      isRequired: question.isRequired,
      options: options.filter((option) => option.questionId === question.id),
    };
    const result = checkAnswer(spec, given.get(question.id));
    if ('error' in result) errors[`answers.${question.id}`] = [result.error];
    else checked.push({ question, ...result });
  }
  const tokens = checked.flatMap((row) => row.fileTokens);
  const files = tokens.length
    ? await db
        .select()
        .from(inquiryFiles)
        .where(and(inArray(inquiryFiles.token, tokens), eq(inquiryFiles.ownerId, customerId), isNull(inquiryFiles.inquiryId)))
    : [];
  for (const row of checked) {
    if (row.fileTokens.some((token) => !files.some((file) => file.token === token)))
      errors[`answers.${row.question.id}`] = ['Bitte laden Sie die Datei erneut hoch.'];
  }
  const extra = [...new Set(input.provider_ids.filter((id) => id !== route.providerId))];
  if (extra.length + 1 > MAX_PROVIDERS) errors.provider_ids = [`Sie können höchstens ${MAX_PROVIDERS} Anbieter auswählen.`];
  const providers = [route.providerId];
  if (extra.length > 0 && !errors.provider_ids) {
    const matching = await db
      .selectDistinct({ providerId: leadRoutes.providerId })
      .from(leadRoutes)
      .where(
        and(inArray(leadRoutes.providerId, extra), eq(leadRoutes.worldCategoryId, route.worldCategoryId), eq(leadRoutes.status, 'active')),
      );
    if (matching.length !== extra.length) errors.provider_ids = ['Mindestens ein gewählter Anbieter bietet diese Leistung nicht an.'];
    providers.push(...matching.map((row) => row.providerId));
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const mails: Mail[] = [];
  const inquiryId = await db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        customerId,
        leadRouteId: route.id,
        title: route.name,
        message: input.message,
        postalCode: input.postal_code ?? route.postalCode,
        expiresAt: berlinEndOfDay(new Date(), INQUIRY_OPEN_DAYS),
      })
      .returning();
    if (!inquiry) throw new Error('Anfrage wurde nicht angelegt.');
    await tx.insert(inquiryAnswers).values(
      checked.map((row, index) => ({
        inquiryId: inquiry.id,
        questionId: row.question.id,
        question: row.question.question,
        answer: row.fileTokens.length
          ? files
              .filter((file) => row.fileTokens.includes(file.token))
              .map((file) => file.fileName)
              .join(', ')
          : row.text,
        position: index + 1,
      })),
    );
    if (files.length)
      await tx
        .update(inquiryFiles)
        .set({ inquiryId: inquiry.id })
        .where(
          inArray(
            inquiryFiles.id,
            files.map((file) => file.id),
          ),
        );
    await tx.insert(leads).values(providers.map((providerId) => ({ inquiryId: inquiry.id, providerId })));
    await sendNewLead(tx, mails, config, providers, inquiry.id, route.name);
    return inquiry.id;
  });
  await sendAll(outbox, mails);
  return { inquiry_id: inquiryId, provider_count: providers.length, confirmation: CONFIRMATION_TEXT };
}

/** A direct inquiry to one provider (`/api/v2/createInquiry`). */
export async function createDirectInquiry(
  db: Executor,
  outbox: Outbox,
  config: AppConfig,
  customerId: number,
  input: { provider_id: number; title: string; message: string; postal_code: string | null },
  files: CheckedFile[],
): Promise<InquirySent> {
  const [provider] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, input.provider_id), eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt)))
    .limit(1);
  if (!provider) throw ValidationError.field('provider_id', PROVIDER_NOT_FOUND);
  const stored: { file: CheckedFile; key: string; token: string }[] = [];
  for (const file of files) stored.push({ file, ...(await storePrivate(config, file)) });
  const mails: Mail[] = [];
  const inquiryId = await db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        customerId,
        title: input.title,
        message: input.message,
        postalCode: input.postal_code,
        expiresAt: berlinEndOfDay(new Date(), INQUIRY_OPEN_DAYS),
      })
      .returning();
    if (!inquiry) throw new Error('Anfrage wurde nicht angelegt.');
    await tx.insert(inquiryAnswers).values({ inquiryId: inquiry.id, question: 'Nachricht', answer: input.message, position: 1 });
    if (stored.length)
      await tx.insert(inquiryFiles).values(
        stored.map(({ file, key, token }) => ({
          ownerId: customerId,
          inquiryId: inquiry.id,
          token,
          storageKey: key,
          fileName: file.fileName,
          mimeType: file.mimeType,
          sizeBytes: file.buffer.length,
        })),
      );
    await tx.insert(leads).values({ inquiryId: inquiry.id, providerId: provider.id });
    await sendNewLead(tx, mails, config, [provider.id], inquiry.id, input.title);
    return inquiry.id;
  });
  await sendAll(outbox, mails);
  return { inquiry_id: inquiryId, provider_count: 1, confirmation: CONFIRMATION_TEXT };
}
