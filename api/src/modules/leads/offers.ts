import { and, count, desc, eq, ne, getViewSelectedFields } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { inquiries, inquiryFiles, leadRoutes, leads, offers } from '../../db/schema/leads';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { providerDisplayName, accountProviderProfiles, accountUsers } from '../account/public';
import type { ChatState } from '../chat/public';
import { notify } from '../notification/public';
import type { Outbox } from '../outbox/public';
import type { CheckedFile } from '../../http/multipart-files';
import { storePrivate } from './files';
import type { CustomerOffer, OfferDetail, ProviderOffer } from './schemas';
import { OFFER_NOT_FOUND, countdown, fullName, inquiryState, offerState, providerName } from './inquiry-rules';
import { type Mail, sendAll } from './inquiry-submit';
import { answersAndFiles, ownLead } from './inquiry-lists';

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
): Promise<OfferDetail> {
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
    const [customer] = await tx
      .select({ email: accountUsers.email })
      .from(accountUsers)
      .where(eq(accountUsers.id, inquiry.customerId))
      .limit(1);
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

export const money = (value: string | null) => (value === null ? null : Number(value));
/** A price column in integer cents (`'12450.00'` → `1245000`), answered as `*_cents` beside the euros. */
export const cents = (value: string | null) => (value === null ? null : Math.round(Number(value) * 100));

/** Who is online: the chat's presence (heartbeats of its socket and polling fallback). */
export type Presence = Pick<ChatState, 'onlineUsers'>;

/**
 * Offer detail for both sides; the provider's view adds the customer and the lead status. `online_status` of the
 * provider and of the customer is the chat's presence, so the other side's status shows next to the chat link.
 */
export async function offerDetail(db: Executor, config: AppConfig, userId: number, id: number, presence: Presence): Promise<OfferDetail> {
  const { offer, inquiry, lead } = await offerRow(db, userId, id);
  const online = await presence.onlineUsers([offer.providerId, offer.customerId]);
  const [provider] = await db
    .select({ user: getViewSelectedFields(accountUsers), profile: getViewSelectedFields(accountProviderProfiles) })
    .from(accountUsers)
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(eq(accountUsers.id, offer.providerId))
    .limit(1);
  const [file] = await db.select().from(inquiryFiles).where(eq(inquiryFiles.offerId, offer.id)).limit(1);
  const { lead_answers: leadAnswers } = await answersAndFiles(db, inquiry.id);
  const base: OfferDetail = {
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
    price1_cents: cents(offer.price1),
    price2: money(offer.price2),
    price2_cents: cents(offer.price2),
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
  const [customer] = await db.select().from(accountUsers).where(eq(accountUsers.id, offer.customerId)).limit(1);
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
        customer: { firstName: accountUsers.firstName, lastName: accountUsers.lastName },
      })
      .from(offers)
      .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
      .innerJoin(accountUsers, eq(accountUsers.id, offers.customerId))
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
            price1_cents: cents(row.offer.price1),
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
            price1_cents: cents(row.offer.price1),
            price_type: row.offer.priceType,
            offer_content: row.offer.offerContent,
            offer_status: offerState(row.offer, row.inquiry),
          },
    ),
    total: total?.total ?? 0,
  };
}
