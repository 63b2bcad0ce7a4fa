import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { providerOnboarding, providerProfiles, users, type OnboardingStatus } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { privateUploadUrl } from '../../http/uploads';
import { subscriptionOverview } from '../billing/public';
import { ownDocuments } from '../documents/public';
import { providerOrderFigures } from '../orders/public';
import { payoutAccountOf } from '../ledger/public';
import { providerSuspensions } from '../moderation/public';
import { providerProductOverview } from '../shop/public';
import type { AdminProviderDetail, AdminProviderListItem, ProviderFilterStatus } from './schemas';
import { companyTypeOf, progress, STATUS_TEXTS, STEP_TITLES } from './service';
import { ONBOARDING_STEPS } from './schemas';

type Suspension = { since: Date; caseId: number; caseNumber: string };

/** The ID document's link for staff lives at most this long (the storage's own limit may be shorter). */
export const STAFF_LINK_SECONDS = 300;

const VAT_STATUS_LABELS = { regular: 'Regelbesteuert', small_business: 'Kleinunternehmer (§ 19 UStG)' } as const;
const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: 'Aktiv',
  past_due: 'Zahlung überfällig',
  cancelled: 'Gekündigt (läuft bis Periodenende)',
  expired: 'Beendet',
};

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const likeOf = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const statusOf = sql<OnboardingStatus>`coalesce(${providerOnboarding.status}, 'incomplete')`;

function presentSuspension(suspension: Suspension | undefined) {
  return suspension ? { since: suspension.since.toISOString(), case_id: suspension.caseId, case_number: suspension.caseNumber } : null;
}

/**
 * `GET /admin/providers`: every provider account (also one that never opened the onboarding: `incomplete`);
 * `q` finds the company (trader data or profile), the e-mail address or the exact id. Submissions waiting for a
 * decision come first, oldest first; then the newest accounts. `suspended` filters on the moderation's current
 * suspensions.
 */
export async function listProviders(
  db: Executor,
  filter: { q?: string | undefined; status?: ProviderFilterStatus | undefined },
  page: PageRequest,
): Promise<{ rows: AdminProviderListItem[]; total: number }> {
  const conditions: SQL[] = [eq(users.role, 'Company'), isNull(users.deletedAt)];
  const q = filter.q?.trim();
  if (q) {
    const pattern = likeOf(q);
    const matches = [
      ilike(providerOnboarding.companyName, pattern),
      ilike(providerProfiles.companyName, pattern),
      ilike(users.email, pattern),
      ilike(providerOnboarding.email, pattern),
    ];
    if (/^\d{1,9}$/.test(q)) matches.push(eq(users.id, Number(q)));
    conditions.push(or(...matches) as SQL);
  }
  if (filter.status && filter.status !== 'suspended') conditions.push(sql`${statusOf} = ${filter.status}`);
  const base = db
    .select({
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt },
      profileName: providerProfiles.companyName,
      onboarding: {
        companyName: providerOnboarding.companyName,
        submittedAt: providerOnboarding.submittedAt,
        verifiedAt: providerOnboarding.verifiedAt,
        accountEndedAt: providerOnboarding.accountEndedAt,
      },
      status: statusOf,
    })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .leftJoin(providerOnboarding, eq(providerOnboarding.providerId, users.id))
    .where(and(...conditions))
    .orderBy(
      sql`case when ${statusOf} = 'submitted' then 0 else 1 end`,
      asc(providerOnboarding.submittedAt),
      desc(users.createdAt),
      desc(users.id),
    )
    .$dynamic();
  const { limit, offset } = pageOffset(page);
  let rows: Awaited<typeof base>;
  let total: number;
  let suspensions: Map<number, Suspension>;
  if (filter.status === 'suspended') {
    // The suspensions are the moderation's: ask for every match, keep the suspended ones, then page.
    const all = await base;
    suspensions = await providerSuspensions(
      db,
      all.map((row) => row.user.id),
    );
    const suspended = all.filter((row) => suspensions.has(row.user.id));
    total = suspended.length;
    rows = suspended.slice(offset, offset + limit);
  } else {
    const [counted] = await db
      .select({ total: count() })
      .from(users)
      .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .leftJoin(providerOnboarding, eq(providerOnboarding.providerId, users.id))
      .where(and(...conditions));
    total = counted?.total ?? 0;
    rows = await base.limit(limit).offset(offset);
    suspensions = await providerSuspensions(
      db,
      rows.map((row) => row.user.id),
    );
  }
  return {
    total,
    rows: rows.map((row) => ({
      id: row.user.id,
      company_name: row.onboarding?.companyName || row.profileName || null,
      email: row.user.email,
      contact_name: `${row.user.firstName} ${row.user.lastName}`.trim(),
      status: row.status,
      status_label: STATUS_TEXTS[row.status],
      submitted_at: iso(row.onboarding?.submittedAt),
      verified_at: iso(row.onboarding?.verifiedAt),
      registered_at: row.user.createdAt.toISOString(),
      account_ended: Boolean(row.onboarding?.accountEndedAt),
      suspension: presentSuspension(suspensions.get(row.user.id)),
    })),
  };
}

/** `GET /admin/providers/:id`: everything the back office needs to decide about a provider. */
export async function providerDetail(
  db: Executor,
  config: AppConfig,
  providerId: number,
  options: { idDocument: boolean } = { idDocument: true },
  now = new Date(),
): Promise<AdminProviderDetail> {
  const [account] = await db
    .select({ user: users, onboarding: providerOnboarding })
    .from(users)
    .leftJoin(providerOnboarding, eq(providerOnboarding.providerId, users.id))
    .where(and(eq(users.id, providerId), eq(users.role, 'Company'), isNull(users.deletedAt)))
    .limit(1);
  if (!account) throw new NotFoundError('Der Anbieter wurde nicht gefunden.');
  const { user, onboarding: row } = account;
  const [type, payout, documents, products, orders, subscription, suspensions] = await Promise.all([
    companyTypeOf(db, row?.companyTypeId ?? null),
    payoutAccountOf(db, providerId),
    ownDocuments(db, providerId, {}, { page: 1, perPage: 10 }),
    providerProductOverview(db, providerId, 5),
    providerOrderFigures(db, providerId, ['pending', 'confirmed'], new Date(0)),
    subscriptionOverview(db, providerId),
    providerSuspensions(db, [providerId]),
  ]);
  const status: OnboardingStatus = row?.status ?? 'incomplete';
  const check = row ? progress(row, type, payout !== null) : null;
  const ttl = Math.min(STAFF_LINK_SECONDS, config.privateUrlTtlSeconds);
  const idDocument =
    options.idDocument && row?.idDocumentKey && row.idDocumentName && row.idDocumentUploadedAt
      ? {
          file_name: row.idDocumentName,
          mime_type: row.idDocumentMime,
          uploaded_at: row.idDocumentUploadedAt.toISOString(),
          url: await privateUploadUrl(config, row.idDocumentKey, ttl),
          expires_at: new Date(now.getTime() + ttl * 1000).toISOString(),
        }
      : null;
  const lastOrder = orders.recent.reduce<Date | null>(
    (latest, order) => (!latest || order.createdAt > latest ? order.createdAt : latest),
    null,
  );
  return {
    id: user.id,
    email: user.email,
    contact_name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    registered_at: user.createdAt.toISOString(),
    email_confirmed: user.emailConfirmedAt !== null,
    account_ended_at: iso(row?.accountEndedAt),
    status,
    status_label: STATUS_TEXTS[status],
    submitted_at: iso(row?.submittedAt),
    verified_at: iso(row?.verifiedAt),
    rejected_at: iso(row?.rejectedAt),
    rejection_reason: status === 'rejected' ? (row?.rejectionReason ?? null) : null,
    decided_by: row?.verifiedBy ?? null,
    missing: check ? Object.keys(check.missing) : [],
    steps: ONBOARDING_STEPS.map((key) => ({ key, title: STEP_TITLES[key], done: check?.steps[key] ?? false })),
    trader: {
      company_type: type?.name ?? null,
      company_name: row?.companyName ?? null,
      legal_representative: row?.legalRepresentative ?? null,
      street: row?.street ?? null,
      house_number: row?.houseNumber ?? null,
      zip_code: row?.zipCode ?? null,
      city: row?.city ?? null,
      country: row?.country ?? 'Deutschland',
      phone: row?.phone ?? null,
      email: row?.email ?? null,
      register_court: row?.registerCourt ?? null,
      register_number: row?.registerNumber ?? null,
      vat_id: row?.vatId ?? null,
      tax_number: row?.taxNumber ?? null,
      vat_status: row?.vatStatus ?? null,
      vat_status_label: row?.vatStatus ? VAT_STATUS_LABELS[row.vatStatus] : null,
      self_certified: Boolean(row?.selfCertifiedAt),
    },
    id_document: idDocument,
    payout_account: payout ? { account_holder: payout.account_holder, iban_masked: payout.iban_masked, bic: payout.bic } : null,
    documents: {
      total: documents.total,
      items: documents.rows.map((document) => ({
        id: document.id,
        title: document.title,
        type_text: document.type_text,
        file_name: document.file_name,
        created_at: document.created_at,
      })),
    },
    products: {
      total: products.total,
      active: products.byStatus.active,
      draft: products.byStatus.draft,
      inactive: products.byStatus.inactive,
      latest: products.latest.map((product) => ({
        id: product.id,
        name: product.name,
        slug: product.slug,
        status: product.status,
        price_cents: product.priceCents,
        created_at: product.createdAt.toISOString(),
      })),
    },
    orders: {
      total: orders.recent.length,
      total_cents: orders.recent.reduce((sum, order) => sum + order.totalCents, 0),
      open: orders.waiting.length,
      last_order_at: iso(lastOrder),
    },
    subscription: subscription
      ? {
          package_name: subscription.packageName,
          status: subscription.status,
          status_label: SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? subscription.status,
          payment_method: subscription.paymentMethod,
          period_start: subscription.periodStart,
          period_end: subscription.periodEnd,
          cancelled_at: iso(subscription.cancelledAt),
        }
      : null,
    suspension: presentSuspension(suspensions.get(providerId)),
  };
}
