import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { accountProviderProfiles, accountUsers } from '../account/public';
import { subscriptionOverview } from '../billing/public';
import { ownDocuments } from '../documents/public';
import { payoutAccountOf } from '../ledger/public';
import { providerSuspensions } from '../moderation/public';
import { ONBOARDING_STATUS_TEXTS, onboardingForStaff, onboardingRecords, type OnboardingStatus } from '../onboarding/public';
import { providerOrderFigures } from '../orders/public';
import { providerProductOverview } from '../shop/public';
import type { AdminProviderDetail, AdminProviderListItem, ProviderFilterStatus } from './schemas';
import { containsPattern } from '../../lib/like-pattern';

/**
 * The back office's providers (README „Providers“): the list and the detail, composed from the account, the
 * onboarding's trader data and what billing, documents, ledger, moderation, orders and shop know of the provider.
 */

type Suspension = { since: Date; caseId: number; caseNumber: string };

const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: 'Aktiv',
  past_due: 'Zahlung überfällig',
  cancelled: 'Gekündigt (läuft bis Periodenende)',
  expired: 'Beendet',
};

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

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
  const onboarding = onboardingRecords(db);
  const statusOf = sql<OnboardingStatus>`coalesce(${onboarding.status}, 'incomplete')`;
  const conditions: SQL[] = [eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt)];
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const matches = [
      ilike(onboarding.companyName, pattern),
      ilike(accountProviderProfiles.companyName, pattern),
      ilike(accountUsers.email, pattern),
      ilike(onboarding.email, pattern),
    ];
    if (/^\d{1,9}$/.test(q)) matches.push(eq(accountUsers.id, Number(q)));
    conditions.push(or(...matches) as SQL);
  }
  if (filter.status && filter.status !== 'suspended') conditions.push(sql`${statusOf} = ${filter.status}`);
  const base = db
    .select({
      user: {
        id: accountUsers.id,
        email: accountUsers.email,
        firstName: accountUsers.firstName,
        lastName: accountUsers.lastName,
        createdAt: accountUsers.createdAt,
      },
      profileName: accountProviderProfiles.companyName,
      onboarding: {
        companyName: onboarding.companyName,
        submittedAt: onboarding.submittedAt,
        verifiedAt: onboarding.verifiedAt,
        accountEndedAt: onboarding.accountEndedAt,
      },
      status: statusOf,
    })
    .from(accountUsers)
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .leftJoin(onboarding, eq(onboarding.providerId, accountUsers.id))
    .where(and(...conditions))
    .orderBy(
      sql`case when ${statusOf} = 'submitted' then 0 else 1 end`,
      asc(onboarding.submittedAt),
      desc(accountUsers.createdAt),
      desc(accountUsers.id),
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
      .from(accountUsers)
      .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
      .leftJoin(onboarding, eq(onboarding.providerId, accountUsers.id))
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
      status_label: ONBOARDING_STATUS_TEXTS[row.status],
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
  const [user] = await db
    .select({
      id: accountUsers.id,
      email: accountUsers.email,
      firstName: accountUsers.firstName,
      lastName: accountUsers.lastName,
      phone: accountUsers.phone,
      createdAt: accountUsers.createdAt,
      emailConfirmedAt: accountUsers.emailConfirmedAt,
    })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, providerId), eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt)))
    .limit(1);
  if (!user) throw new NotFoundError('Der Anbieter wurde nicht gefunden.');
  const [onboarding, payout, documents, products, orders, subscription, suspensions] = await Promise.all([
    onboardingForStaff(db, config, providerId, options, now),
    payoutAccountOf(db, providerId),
    ownDocuments(db, providerId, {}, { page: 1, perPage: 10 }),
    providerProductOverview(db, providerId, 5),
    providerOrderFigures(db, providerId, ['pending', 'confirmed'], new Date(0)),
    subscriptionOverview(db, providerId),
    providerSuspensions(db, [providerId]),
  ]);
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
    ...onboarding,
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
