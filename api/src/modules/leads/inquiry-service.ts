import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  inquiries,
  inquiryAnswers,
  inquiryFiles,
  leadRouteAnswers,
  leadRouteQuestions,
  leadRoutes,
  leads,
  type InquiryStatus,
  type LeadStatus,
  type OfferStatus,
  offers,
  providerProfiles,
  users,
} from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { formatEuro } from '../../lib/money';
import { providerDisplayName, providerDisplayNameOf } from '../account/public';
import type { ChatState } from '../chat/public';
import { notify } from '../notification/public';
import type { Outbox } from '../outbox/public';
import { checkAnswer, type QuestionSpec, type RawAnswer } from './answers';
import { type CheckedFile, storePrivate } from './files';
import type { z } from 'zod';
import type { customerOfferSchema, providerOfferSchema } from './responses';
import { ROUTE_NOT_FOUND } from './routes-service';

/** Days an inquiry stays open for offers; it ends at 23:59 Berlin time of the last day. */
export const INQUIRY_OPEN_DAYS = 14;
export const MAX_PROVIDERS = 3;
export const INQUIRY_NOT_FOUND = 'Die Anfrage wurde nicht gefunden.';
export const LEAD_NOT_FOUND = 'Die Anfrage wurde nicht gefunden.';
export const OFFER_NOT_FOUND = 'Das Angebot wurde nicht gefunden.';
export const FILE_NOT_FOUND = 'Die Datei wurde nicht gefunden.';
export const PROVIDER_NOT_FOUND = 'Der Anbieter wurde nicht gefunden.';
export const CONFIRMATION_TEXT = {
  title: 'Vielen Dank für Ihre Anfrage!',
  text: 'Wir haben Ihre Anfrage an die ausgewählten Anbieter weitergeleitet. Sie erhalten Angebote in Ihrem Kundenkonto unter „Meine Anfragen“ und per E-Mail. Die Anfrage bleibt 14 Tage offen; Sie entscheiden, welches Angebot Sie annehmen – kostenlos und unverbindlich.',
  steps: ['Anbieter prüfen Ihre Angaben', 'Sie erhalten bis zu drei Angebote', 'Sie vergleichen und nehmen eines an'],
};

const BERLIN = 'Europe/Berlin';

/** Offset of Berlin from UTC at an instant, in minutes. */
function berlinOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BERLIN,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** 23:59:59 Berlin time, `days` calendar days after `from` (Berlin calendar). */
export function berlinEndOfDay(from: Date, days: number): Date {
  const dateText = new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN }).format(from);
  const [year, month, day] = dateText.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day + days, 23, 59, 59);
  const offset = berlinOffsetMinutes(new Date(naive));
  return new Date(naive - offset * 60_000);
}

/** offer_expired_days/hours/minutes: what is left until the inquiry closes for offers (zeros when over), and the moment itself. */
export function countdown(expiresAt: Date, now = new Date()) {
  const minutes = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
  return {
    offer_expired_days: Math.floor(minutes / 1440),
    offer_expired_hours: Math.floor((minutes % 1440) / 60),
    offer_expired_minutes: minutes % 60,
    offer_expires_at: expiresAt.toISOString(),
  };
}

function inquiryState(row: { status: InquiryStatus; expiresAt: Date }, now = new Date()): InquiryStatus {
  return row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
}

function offerState(offer: { status: OfferStatus }, inquiry: { status: InquiryStatus; expiresAt: Date }): OfferStatus {
  return offer.status === 'sent' && inquiryState(inquiry) === 'expired' ? 'expired' : offer.status;
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

async function providerName(db: Executor, providerId: number): Promise<string> {
  return (await providerDisplayNameOf(db, providerId)) ?? '';
}

// --- files ------------------------------------------------------------------------------------------------

export async function uploadAnswerFile(db: Executor, config: AppConfig, ownerId: number, file: CheckedFile) {
  const { key, token } = await storePrivate(config, file);
  await db
    .insert(inquiryFiles)
    .values({ ownerId, token, storageKey: key, fileName: file.fileName, mimeType: file.mimeType, sizeBytes: file.buffer.length });
  return { file: token, file_name: file.fileName, size: file.buffer.length, mime_type: file.mimeType };
}

/** Who may download: the inquiry's customer and the providers it was sent to (offer files: that offer's two sides). */
export async function downloadableFile(db: Executor, userId: number, token: string) {
  const [file] = await db.select().from(inquiryFiles).where(eq(inquiryFiles.token, token)).limit(1);
  if (!file) throw new NotFoundError(FILE_NOT_FOUND);
  if (file.ownerId === userId) return file;
  if (file.offerId !== null) {
    const [offer] = await db
      .select({ customerId: offers.customerId, providerId: offers.providerId })
      .from(offers)
      .where(eq(offers.id, file.offerId))
      .limit(1);
    if (offer && (offer.customerId === userId || offer.providerId === userId)) return file;
    throw new NotFoundError(FILE_NOT_FOUND);
  }
  if (file.inquiryId !== null) {
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.inquiryId, file.inquiryId), eq(leads.providerId, userId)))
      .limit(1);
    if (lead) return file;
  }
  throw new NotFoundError(FILE_NOT_FOUND);
}

// --- inquiries ----------------------------------------------------------------------------------------------

type Mail = Parameters<Outbox['sendEmail']>[0];

/** E-mails go out after the transaction commits (the outbox writes through its own connection). */
async function sendAll(outbox: Outbox, mails: Mail[]): Promise<void> {
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
    const [provider] = await db.select({ email: users.email }).from(users).where(eq(users.id, providerId)).limit(1);
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
export async function submitLead(db: Executor, outbox: Outbox, config: AppConfig, customerId: number, input: LeadInput) {
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
) {
  const [provider] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.provider_id), eq(users.role, 'Company'), isNull(users.deletedAt)))
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

// --- lists --------------------------------------------------------------------------------------------------

async function answersAndFiles(db: Executor, inquiryId: number) {
  const [answers, files] = await Promise.all([
    db.select().from(inquiryAnswers).where(eq(inquiryAnswers.inquiryId, inquiryId)).orderBy(asc(inquiryAnswers.position)),
    db
      .select()
      .from(inquiryFiles)
      .where(and(eq(inquiryFiles.inquiryId, inquiryId), isNull(inquiryFiles.offerId)))
      .orderBy(asc(inquiryFiles.id)),
  ]);
  return {
    lead_answers: answers.map((row) => ({ question: row.question, answer: row.answer })),
    files: files.map((file) => ({ file: file.token, file_name: file.fileName, size: file.sizeBytes })),
  };
}

/** Customer: own inquiries with the countdown, 5 per page. */
export async function customerLeads(db: Executor, customerId: number, page: PageRequest) {
  const { limit, offset } = pageOffset(page);
  const offerCount =
    sql<number>`(select count(*) from ${offers} where ${offers.inquiryId} = ${inquiries.id} and ${offers.status} <> 'withdrawn')`.mapWith(
      Number,
    );
  const firstProvider = sql<
    number | null
  >`(select ${leads.providerId} from ${leads} where ${leads.inquiryId} = ${inquiries.id} order by ${leads.id} limit 1)`;
  const [rows, [total], [customer]] = await Promise.all([
    db
      .select({ inquiry: inquiries, route: { id: leadRoutes.id, name: leadRoutes.name }, offerCount, providerId: firstProvider })
      .from(inquiries)
      .leftJoin(leadRoutes, eq(leadRoutes.id, inquiries.leadRouteId))
      .where(eq(inquiries.customerId, customerId))
      .orderBy(desc(inquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(inquiries).where(eq(inquiries.customerId, customerId)),
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, customerId)).limit(1),
  ]);
  const result = [];
  for (const row of rows) {
    const providerId = row.providerId === null ? null : Number(row.providerId);
    result.push({
      id: row.inquiry.id,
      created_at: row.inquiry.createdAt.toISOString(),
      expires_at: row.inquiry.expiresAt.toISOString(),
      title: row.inquiry.title,
      status: inquiryState(row.inquiry),
      user: { name: customer ? fullName(customer) : '' },
      lead_route: row.route?.id ? row.route : null,
      ...countdown(row.inquiry.expiresAt),
      provider_name: providerId ? await providerName(db, providerId) : '',
      provider_id: providerId,
      offer_count: row.offerCount,
    });
  }
  return { rows: result, total: total?.total ?? 0 };
}

export async function customerInquiry(db: Executor, customerId: number, id: number) {
  const [inquiry] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.customerId, customerId)))
    .limit(1);
  if (!inquiry) throw new NotFoundError(INQUIRY_NOT_FOUND);
  return {
    id: inquiry.id,
    title: inquiry.title,
    message: inquiry.message,
    status: inquiryState(inquiry),
    created_at: inquiry.createdAt.toISOString(),
    ...countdown(inquiry.expiresAt),
    ...(await answersAndFiles(db, inquiry.id)),
  };
}

export const PROVIDER_TABS = ['open', 'accepted', 'rejected', 'requested'] as const;

/**
 * The provider's lead list as named prepared statements (built once per database handle; PostgreSQL parses and plans
 * them once per pooled connection): the page with the number of all matches (a window count over the index-only scan
 * of `leads_provider_status_idx`, before the page joins the inquiries, customers and routes of its rows only), and a
 * count alone for a page past the last match.
 */
function buildProviderLeadQueries(db: Executor) {
  const where = and(eq(leads.providerId, sql.placeholder('providerId')), eq(leads.status, sql.placeholder('tab')));
  const pageIds = db
    .select({ id: leads.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return {
    page: db
      .select({
        total: pageIds.total,
        lead: { id: leads.id, createdAt: leads.createdAt, status: leads.status },
        inquiry: { status: inquiries.status, expiresAt: inquiries.expiresAt, title: inquiries.title, postalCode: inquiries.postalCode },
        route: { id: leadRoutes.id, name: leadRoutes.name },
        customer: { firstName: users.firstName, lastName: users.lastName },
      })
      .from(pageIds)
      .innerJoin(leads, eq(leads.id, pageIds.id))
      .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
      .innerJoin(users, eq(users.id, inquiries.customerId))
      .leftJoin(leadRoutes, eq(leadRoutes.id, inquiries.leadRouteId))
      .orderBy(desc(leads.id))
      .prepare('leads_provider_page'),
    total: db.select({ total: count() }).from(leads).where(where).prepare('leads_provider_total'),
  };
}

const providerLeadQueries = new WeakMap<Executor, ReturnType<typeof buildProviderLeadQueries>>();

/** Provider: leads of one tab (lead status), newest first, 5 per page. */
export async function providerLeads(db: Executor, providerId: number, tab: LeadStatus, page: PageRequest) {
  const { limit, offset } = pageOffset(page);
  let queries = providerLeadQueries.get(db);
  if (!queries) {
    queries = buildProviderLeadQueries(db);
    providerLeadQueries.set(db, queries);
  }
  const rows = await queries.page.execute({ providerId, tab, limit, offset });
  let total = Number(rows[0]?.total ?? 0);
  // An empty page past the last match says nothing about the number of matches: count them.
  if (rows.length === 0 && offset > 0) total = (await queries.total.execute({ providerId, tab }))[0]?.total ?? 0;
  return {
    rows: rows.map((row) => ({
      id: row.lead.id,
      created_at: row.lead.createdAt.toISOString(),
      lead_status: row.lead.status,
      inquiry_status: inquiryState(row.inquiry),
      title: row.inquiry.title,
      postal_code: row.inquiry.postalCode,
      user: { name: fullName(row.customer) },
      lead_route: row.route?.id ? row.route : null,
      ...countdown(row.inquiry.expiresAt),
    })),
    total,
  };
}

async function ownLead(db: Executor, providerId: number, id: number) {
  const [row] = await db
    .select({ lead: leads, inquiry: inquiries })
    .from(leads)
    .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
    .where(and(eq(leads.id, id), eq(leads.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND);
  return row;
}

export async function providerLeadDetail(db: Executor, providerId: number, id: number) {
  const { lead, inquiry } = await ownLead(db, providerId, id);
  const [customer] = await db.select().from(users).where(eq(users.id, inquiry.customerId)).limit(1);
  const [route] = inquiry.leadRouteId
    ? await db.select({ id: leadRoutes.id, name: leadRoutes.name }).from(leadRoutes).where(eq(leadRoutes.id, inquiry.leadRouteId)).limit(1)
    : [];
  const sent = await db
    .select({
      id: offers.id,
      status: offers.status,
      offerName: offers.offerName,
      price1: offers.price1,
      price2: offers.price2,
      priceType: offers.priceType,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .where(and(eq(offers.leadId, lead.id)))
    .orderBy(desc(offers.id));
  return {
    id: lead.id,
    lead_status: lead.status,
    inquiry_status: inquiryState(inquiry),
    title: inquiry.title,
    message: inquiry.message,
    postal_code: inquiry.postalCode,
    created_at: lead.createdAt.toISOString(),
    lead_route: route ?? null,
    user: { id: customer?.id ?? null, name: customer ? fullName(customer) : '' },
    offers: sent.map((offer) => ({
      id: offer.id,
      offer_status: offerState(offer, inquiry),
      offer_name: offer.offerName,
      price1: money(offer.price1),
      price2: money(offer.price2),
      price_type: offer.priceType,
      created_at: offer.createdAt.toISOString(),
    })),
    ...countdown(inquiry.expiresAt),
    ...(await answersAndFiles(db, inquiry.id)),
  };
}

/** Lead counts for the provider dashboard (spec 01 §3 "Provider offer counts"). */
export async function leadCounts(db: Executor, providerId: number) {
  const rows = await db
    .select({ status: leads.status, total: count() })
    .from(leads)
    .where(eq(leads.providerId, providerId))
    .groupBy(leads.status);
  const of = (status: LeadStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  return {
    open_leads_count: of('open'),
    accepted_leads_count: of('accepted'),
    rejected_leads_count: of('rejected'),
    requested_leads_count: of('requested'),
  };
}

// --- offers -------------------------------------------------------------------------------------------------

export interface OfferInput {
  lead_id: number;
  offer_name: string;
  offer_content: string;
  price1: number;
  price2: number | null;
  price_type: string;
  date1: string | null;
  date2: string | null;
  date_visit: string | null;
  comment: string;
}

export const OFFER_CLOSED_MESSAGE = 'Für diese Anfrage können keine Angebote mehr abgegeben werden.';
export const OFFER_EXISTS_MESSAGE =
  'Sie haben für diese Anfrage bereits ein Angebot gesendet. Ziehen Sie es zurück, um ein neues zu senden.';

/** Sends an offer: the lead goes open → requested; the customer is notified. */
export async function sendOffer(
  db: Executor,
  outbox: Outbox,
  config: AppConfig,
  providerId: number,
  input: OfferInput,
  file: CheckedFile | null,
  presence: Presence,
) {
  const { lead, inquiry } = await ownLead(db, providerId, input.lead_id);
  if (inquiryState(inquiry) !== 'open') throw ValidationError.field('lead_id', OFFER_CLOSED_MESSAGE);
  if (lead.status !== 'open') throw ValidationError.field('lead_id', OFFER_EXISTS_MESSAGE);
  const stored = file ? await storePrivate(config, file) : null;
  const mails: Mail[] = [];
  const offerId = await db.transaction(async (tx) => {
    const moved = await tx
      .update(leads)
      .set({ status: 'requested' })
      .where(and(eq(leads.id, lead.id), eq(leads.status, 'open')))
      .returning({ id: leads.id });
    if (moved.length === 0) throw ValidationError.field('lead_id', OFFER_EXISTS_MESSAGE);
    const [offer] = await tx
      .insert(offers)
      .values({
        leadId: lead.id,
        inquiryId: inquiry.id,
        providerId,
        customerId: inquiry.customerId,
        offerName: input.offer_name,
        offerContent: input.offer_content,
        price1: input.price1.toFixed(2),
        price2: input.price2 === null ? null : input.price2.toFixed(2),
        priceType: input.price_type,
        date1: input.date1,
        date2: input.date2,
        dateVisit: input.date_visit,
        comment: input.comment,
      })
      .returning();
    if (!offer) throw new Error('Angebot wurde nicht angelegt.');
    if (file && stored)
      await tx.insert(inquiryFiles).values({
        ownerId: providerId,
        inquiryId: inquiry.id,
        offerId: offer.id,
        token: stored.token,
        storageKey: stored.key,
        fileName: file.fileName,
        mimeType: file.mimeType,
        sizeBytes: file.buffer.length,
      });
    await notify(tx, inquiry.customerId, {
      type: 'new_offer',
      title: 'Neues Angebot',
      body: `Sie haben ein Angebot erhalten: ${input.offer_name}`,
      data: { offer_id: offer.id },
    });
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, inquiry.customerId)).limit(1);
    const link = `${config.publicWebUrl}/leads/offers/${offer.id}`;
    if (customer)
      mails.push({
        to: customer.email,
        userId: inquiry.customerId,
        subject: 'Neues Angebot auf Marktplatz',
        text: `Sie haben ein neues Angebot erhalten: ${input.offer_name}\n\n${link}`,
        links: [link],
      });
    return offer.id;
  });
  await sendAll(outbox, mails);
  return offerDetail(db, config, providerId, offerId, presence);
}

async function offerRow(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ offer: offers, inquiry: inquiries, lead: leads })
    .from(offers)
    .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
    .innerJoin(leads, eq(leads.id, offers.leadId))
    .where(eq(offers.id, id))
    .limit(1);
  if (!row || (row.offer.customerId !== userId && row.offer.providerId !== userId)) throw new NotFoundError(OFFER_NOT_FOUND);
  return row;
}

const money = (value: string | null) => (value === null ? null : Number(value));

/** Who is online: the chat's presence (heartbeats of its socket and polling fallback). */
export type Presence = Pick<ChatState, 'onlineUsers'>;

/**
 * Offer detail for both sides; the provider's view adds the customer and the lead status. `online_status` of the
 * provider and of the customer is the chat's presence, so the other side's status shows next to the chat link.
 */
export async function offerDetail(db: Executor, config: AppConfig, userId: number, id: number, presence: Presence) {
  const { offer, inquiry, lead } = await offerRow(db, userId, id);
  const online = await presence.onlineUsers([offer.providerId, offer.customerId]);
  const [provider] = await db
    .select({ user: users, profile: providerProfiles })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(eq(users.id, offer.providerId))
    .limit(1);
  const [file] = await db.select().from(inquiryFiles).where(eq(inquiryFiles.offerId, offer.id)).limit(1);
  const { lead_answers: leadAnswers } = await answersAndFiles(db, inquiry.id);
  const base = {
    id: offer.id,
    comment: offer.comment,
    provider: {
      name: provider ? providerDisplayName(provider.profile?.companyName, provider.user.firstName, provider.user.lastName) : '',
      user_id: offer.providerId,
      street: provider?.profile ? `${provider.profile.street} ${provider.profile.houseNumber}`.trim() : '',
      postal_code: provider?.profile?.zipCode ?? '',
      city: provider?.profile?.city ?? '',
      phone: provider?.user.phone ?? '',
      email: provider?.user.email ?? '',
      online_status: online.has(offer.providerId),
      logo: null,
      slug: null,
    },
    price1: money(offer.price1),
    price2: money(offer.price2),
    price_type: offer.priceType,
    offer_name: offer.offerName,
    offer_status: offerState(offer, inquiry),
    offer_content: offer.offerContent,
    created_at: offer.createdAt.toISOString(),
    accepted_at: offer.acceptedAt?.toISOString() ?? null,
    date1: offer.date1,
    date2: offer.date2,
    date_visit: offer.dateVisit,
    file: file
      ? { file: file.token, get_file: `${config.publicApiUrl}/api/v2/downloadInquiryFile?file=${file.token}`, file_name: file.fileName }
      : null,
    lead_answers: leadAnswers,
    lead: { id: lead.id, inquiry_id: inquiry.id },
    inquiry_status: inquiryState(inquiry),
    ...countdown(inquiry.expiresAt),
  };
  if (userId !== offer.providerId) return base;
  const [customer] = await db.select().from(users).where(eq(users.id, offer.customerId)).limit(1);
  return {
    ...base,
    lead_status: lead.status,
    user: {
      id: offer.customerId,
      name: customer ? fullName(customer) : '',
      avatar: null,
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      street: customer?.address ?? '',
      street_number: '',
      city: '',
      zip_code: inquiry.postalCode ?? '',
      online_status: online.has(offer.customerId),
    },
  };
}

type CustomerOffer = z.infer<typeof customerOfferSchema>;
type ProviderOffer = z.infer<typeof providerOfferSchema>;

/** Customer offers (5 per page) or provider offers. */
export async function offerList(
  db: Executor,
  side: 'customer',
  userId: number,
  page: PageRequest,
): Promise<{ rows: CustomerOffer[]; total: number }>;
export async function offerList(
  db: Executor,
  side: 'provider',
  userId: number,
  page: PageRequest,
): Promise<{ rows: ProviderOffer[]; total: number }>;
export async function offerList(
  db: Executor,
  side: 'customer' | 'provider',
  userId: number,
  page: PageRequest,
): Promise<{ rows: Array<CustomerOffer | ProviderOffer>; total: number }> {
  const { limit, offset } = pageOffset(page);
  const where = side === 'customer' ? and(eq(offers.customerId, userId), ne(offers.status, 'withdrawn')) : eq(offers.providerId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        offer: offers,
        inquiry: inquiries,
        route: { name: leadRoutes.name },
        customer: { firstName: users.firstName, lastName: users.lastName },
      })
      .from(offers)
      .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
      .innerJoin(users, eq(users.id, offers.customerId))
      .leftJoin(leadRoutes, eq(leadRoutes.id, inquiries.leadRouteId))
      .where(where)
      .orderBy(desc(offers.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  const names = new Map<number, string>();
  for (const row of rows)
    if (!names.has(row.offer.providerId)) names.set(row.offer.providerId, await providerName(db, row.offer.providerId));
  return {
    rows: rows.map((row) =>
      side === 'customer'
        ? {
            id: row.offer.id,
            date: row.offer.createdAt.toISOString(),
            offer_name: row.offer.offerName,
            offer_content: row.offer.offerContent,
            offer_status: offerState(row.offer, row.inquiry),
            price1: money(row.offer.price1),
            price_type: row.offer.priceType,
            provider: { id: row.offer.providerId, name: names.get(row.offer.providerId) ?? '' },
            lead: { id: row.inquiry.id },
          }
        : {
            id: row.offer.id,
            created_at: row.offer.createdAt.toISOString(),
            lead: {
              id: row.offer.leadId,
              lead_route: { name: row.route?.name ?? row.inquiry.title },
              user: { name: fullName(row.customer) },
            },
            offer_name: row.offer.offerName,
            price1: money(row.offer.price1),
            price_type: row.offer.priceType,
            offer_content: row.offer.offerContent,
            offer_status: offerState(row.offer, row.inquiry),
          },
    ),
    total: total?.total ?? 0,
  };
}

export const NOT_SENT_MESSAGE = 'Dieses Angebot ist nicht mehr offen.';
export const INQUIRY_DONE_MESSAGE = 'Diese Anfrage ist bereits abgeschlossen.';

/**
 * The customer's decision. accept: this offer accepted, its lead accepted, every other offer declined and lead
 * rejected, the inquiry closed — under a row lock on the inquiry, so of two acceptances at once one wins and the
 * other finds the offer no longer open (409). decline: this offer declined, its lead rejected. close: the inquiry
 * closed, open offers declined, remaining leads rejected.
 */
export async function customerDecision(
  db: Executor,
  outbox: Outbox,
  config: AppConfig,
  customerId: number,
  input: { status: 'accept' | 'decline' | 'close'; offer_id?: number | undefined; inquiry_id?: number | undefined },
) {
  const mails: Mail[] = [];
  const result = await db.transaction(async (tx) => {
    let inquiryId = input.inquiry_id;
    let offerId: number | undefined;
    if (input.status !== 'close') {
      if (!input.offer_id) throw ValidationError.field('offer_id', 'Dieses Feld ist erforderlich.');
      const [offer] = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.id, input.offer_id), eq(offers.customerId, customerId)))
        .limit(1);
      if (!offer) throw new NotFoundError(OFFER_NOT_FOUND);
      inquiryId = offer.inquiryId;
      offerId = offer.id;
    }
    if (!inquiryId) throw ValidationError.field('inquiry_id', 'Dieses Feld ist erforderlich.');
    const locked = await tx.execute(sql`select id from inquiries where id = ${inquiryId} and customer_id = ${customerId} for update`);
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.customerId, customerId)))
      .limit(1);
    if (!inquiry || !locked) throw new NotFoundError(INQUIRY_NOT_FOUND);
    if (inquiryState(inquiry) !== 'open') throw new ConflictError(INQUIRY_DONE_MESSAGE);
    const now = new Date();
    const providersToTell: { providerId: number; accepted: boolean }[] = [];
    if (input.status === 'close') {
      const open = await tx
        .update(offers)
        .set({ status: 'declined' })
        .where(and(eq(offers.inquiryId, inquiry.id), eq(offers.status, 'sent')))
        .returning({ providerId: offers.providerId });
      await tx
        .update(leads)
        .set({ status: 'rejected' })
        .where(and(eq(leads.inquiryId, inquiry.id), inArray(leads.status, ['open', 'requested'])));
      await tx.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.id, inquiry.id));
      providersToTell.push(...open.map((row) => ({ providerId: row.providerId, accepted: false })));
    } else {
      const [offer] = await tx
        .select()
        .from(offers)
        .where(eq(offers.id, offerId ?? 0))
        .limit(1);
      if (!offer || offer.status !== 'sent') throw new ConflictError(NOT_SENT_MESSAGE);
      if (input.status === 'accept') {
        await tx.update(offers).set({ status: 'accepted', acceptedAt: now }).where(eq(offers.id, offer.id));
        await tx.update(leads).set({ status: 'accepted' }).where(eq(leads.id, offer.leadId));
        const others = await tx
          .update(offers)
          .set({ status: 'declined' })
          .where(and(eq(offers.inquiryId, inquiry.id), eq(offers.status, 'sent'), ne(offers.id, offer.id)))
          .returning({ providerId: offers.providerId });
        await tx
          .update(leads)
          .set({ status: 'rejected' })
          .where(and(eq(leads.inquiryId, inquiry.id), ne(leads.id, offer.leadId), inArray(leads.status, ['open', 'requested'])));
        await tx.update(inquiries).set({ status: 'closed' }).where(eq(inquiries.id, inquiry.id));
        providersToTell.push(
          { providerId: offer.providerId, accepted: true },
          ...others.map((row) => ({ providerId: row.providerId, accepted: false })),
        );
        const confirmation = await acceptanceConfirmation(tx, config, offer, inquiry.title);
        if (confirmation) mails.push(confirmation);
      } else {
        await tx.update(offers).set({ status: 'declined' }).where(eq(offers.id, offer.id));
        await tx.update(leads).set({ status: 'rejected' }).where(eq(leads.id, offer.leadId));
        providersToTell.push({ providerId: offer.providerId, accepted: false });
      }
    }
    for (const { providerId, accepted } of providersToTell) {
      const title = accepted ? 'Angebot angenommen' : 'Angebot abgelehnt';
      const body = accepted
        ? `Ihr Angebot zu „${inquiry.title}“ wurde angenommen.`
        : `Ihr Angebot zu „${inquiry.title}“ wurde nicht angenommen.`;
      await notify(tx, providerId, { type: accepted ? 'offer_accepted' : 'new_offer', title, body, data: { inquiry_id: inquiry.id } });
      const [provider] = await tx.select({ email: users.email }).from(users).where(eq(users.id, providerId)).limit(1);
      if (provider) mails.push({ to: provider.email, userId: providerId, subject: title, text: body });
    }
    const messages = {
      accept: 'Sie haben das Angebot angenommen.',
      decline: 'Sie haben das Angebot abgelehnt.',
      close: 'Ihre Anfrage wurde geschlossen.',
    };
    return { inquiry_id: inquiry.id, offer_id: offerId ?? null, message: messages[input.status] };
  });
  await sendAll(outbox, mails);
  return result;
}

const PRICE_TYPE_WORDS: Record<string, string> = { fixed: 'Festpreis', hourly: 'Stundensatz', from: 'Ab-Preis', range: 'Preisspanne' };
const euroText = (value: string) => formatEuro(Math.round(Number(value) * 100));

/** An offer's price as the screens show it: „12.450,00 €“, „ab 900,00 €“, „45,00 € je Stunde“, „1.000,00 € – 1.500,00 €“. */
export function offerPriceText(offer: { price1: string; price2: string | null; priceType: string }): string {
  if (offer.priceType === 'range' && offer.price2 !== null) return `${euroText(offer.price1)} – ${euroText(offer.price2)}`;
  if (offer.priceType === 'from') return `ab ${euroText(offer.price1)}`;
  if (offer.priceType === 'hourly') return `${euroText(offer.price1)} je Stunde`;
  return euroText(offer.price1);
}

/**
 * The customer's confirmation of an accepted offer: who the provider is and how to reach them, the price, and what
 * happens next (the provider was told and gets in touch; chat; the other offers were declined).
 */
async function acceptanceConfirmation(
  db: Executor,
  config: AppConfig,
  offer: typeof offers.$inferSelect,
  inquiryTitle: string,
): Promise<Mail | null> {
  const [customer] = await db.select().from(users).where(eq(users.id, offer.customerId)).limit(1);
  if (!customer) return null;
  const [provider] = await db
    .select({ user: users, profile: providerProfiles })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(eq(users.id, offer.providerId))
    .limit(1);
  const name = provider ? providerDisplayName(provider.profile?.companyName, provider.user.firstName, provider.user.lastName) : '';
  const profile = provider?.profile;
  const address = profile
    ? [`${profile.street} ${profile.houseNumber}`.trim(), `${profile.zipCode} ${profile.city}`.trim()].filter(Boolean).join(', ')
    : '';
  const offerLink = `${config.publicWebUrl}/leads/offers/${offer.id}`;
  const chatLink = `${config.publicWebUrl}/chat?with=${offer.providerId}`;
  const price = offerPriceText(offer);
  const priceType = PRICE_TYPE_WORDS[offer.priceType];
  const lines = [
    `Guten Tag ${fullName(customer)},`,
    '',
    `Sie haben das Angebot „${offer.offerName}“ zu Ihrer Anfrage „${inquiryTitle}“ angenommen.`,
    '',
    `Anbieter: ${name}`,
    ...(address ? [`Anschrift: ${address}`] : []),
    ...(provider?.user.phone ? [`Telefon: ${provider.user.phone}`] : []),
    ...(provider?.user.email ? [`E-Mail: ${provider.user.email}`] : []),
    `Preis: ${price}${priceType ? ` (${priceType})` : ''}`,
    '',
    'So geht es weiter:',
    `1. ${name} weiß von Ihrer Zusage und meldet sich bei Ihnen, um die Einzelheiten und einen Termin abzustimmen.`,
    `2. Fragen stellen Sie direkt im Chat: ${chatLink}`,
    '3. Die anderen Angebote zu dieser Anfrage wurden abgelehnt, die Anfrage ist geschlossen.',
    '',
    `Ihr angenommenes Angebot: ${offerLink}`,
  ];
  return {
    to: customer.email,
    userId: customer.id,
    subject: `Bestätigung: Angebot von ${name} angenommen`,
    text: lines.join('\n'),
    links: [offerLink, chatLink],
  };
}

/** The provider withdraws a sent offer: offer withdrawn, the lead back to open (a new offer may follow). */
export async function withdrawOffer(db: Executor, outbox: Outbox, providerId: number, id: number) {
  const mails: Mail[] = [];
  const result = await db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), eq(offers.providerId, providerId)))
      .limit(1);
    if (!offer) throw new NotFoundError(OFFER_NOT_FOUND);
    await tx.execute(sql`select id from inquiries where id = ${offer.inquiryId} for update`);
    const [current] = await tx.select().from(offers).where(eq(offers.id, id)).limit(1);
    if (current?.status !== 'sent') throw new ConflictError(NOT_SENT_MESSAGE);
    await tx.update(offers).set({ status: 'withdrawn' }).where(eq(offers.id, id));
    await tx.update(leads).set({ status: 'open' }).where(eq(leads.id, offer.leadId));
    await notify(tx, offer.customerId, {
      type: 'new_offer',
      title: 'Angebot zurückgezogen',
      body: `Das Angebot „${offer.offerName}“ wurde zurückgezogen.`,
      data: { offer_id: id },
    });
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, offer.customerId)).limit(1);
    if (customer)
      mails.push({
        to: customer.email,
        userId: offer.customerId,
        subject: 'Angebot zurückgezogen',
        text: `Das Angebot „${offer.offerName}“ wurde vom Anbieter zurückgezogen.`,
      });
    return { id, offer_status: 'withdrawn' as const };
  });
  await sendAll(outbox, mails);
  return result;
}
