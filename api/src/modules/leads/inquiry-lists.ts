import { accountUsers } from '../account/public';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inquiries, inquiryAnswers, inquiryFiles, leadRoutes, leads, type LeadStatus, offers } from '../../db/schema/leads';
import { NotFoundError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { INQUIRY_NOT_FOUND, LEAD_NOT_FOUND, countdown, fullName, inquiryState, offerState, providerName } from './inquiry-rules';
import { cents, money } from './offers';
import type { CustomerInquiry, CustomerInquiryDetail, ProviderLead, ProviderLeadDetail } from './schemas';

// --- lists --------------------------------------------------------------------------------------------------

export async function answersAndFiles(db: Executor, inquiryId: number): Promise<Pick<CustomerInquiryDetail, 'lead_answers' | 'files'>> {
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
export async function customerLeads(
  db: Executor,
  customerId: number,
  page: PageRequest,
): Promise<{ rows: CustomerInquiry[]; total: number }> {
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
    db
      .select({ firstName: accountUsers.firstName, lastName: accountUsers.lastName })
      .from(accountUsers)
      .where(eq(accountUsers.id, customerId))
      .limit(1),
  ]);
  const result: CustomerInquiry[] = [];
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

export async function customerInquiry(db: Executor, customerId: number, id: number): Promise<CustomerInquiryDetail> {
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
        customer: { firstName: accountUsers.firstName, lastName: accountUsers.lastName },
      })
      .from(pageIds)
      .innerJoin(leads, eq(leads.id, pageIds.id))
      .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
      .innerJoin(accountUsers, eq(accountUsers.id, inquiries.customerId))
      .leftJoin(leadRoutes, eq(leadRoutes.id, inquiries.leadRouteId))
      .orderBy(desc(leads.id))
      .prepare('leads_provider_page'),
    total: db.select({ total: count() }).from(leads).where(where).prepare('leads_provider_total'),
  };
}

const providerLeadQueries = new WeakMap<Executor, ReturnType<typeof buildProviderLeadQueries>>();

/** Provider: leads of one tab (lead status), newest first, 5 per page. */
export async function providerLeads(
  db: Executor,
  providerId: number,
  tab: LeadStatus,
  page: PageRequest,
): Promise<{ rows: ProviderLead[]; total: number }> {
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

export async function ownLead(db: Executor, providerId: number, id: number) {
  const [row] = await db
    .select({ lead: leads, inquiry: inquiries })
    .from(leads)
    .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
    .where(and(eq(leads.id, id), eq(leads.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND);
  return row;
}

export async function providerLeadDetail(db: Executor, providerId: number, id: number): Promise<ProviderLeadDetail> {
  const { lead, inquiry } = await ownLead(db, providerId, id);
  const [customer] = await db.select().from(accountUsers).where(eq(accountUsers.id, inquiry.customerId)).limit(1);
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
      price1_cents: cents(offer.price1),
      price2: money(offer.price2),
      price2_cents: cents(offer.price2),
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
