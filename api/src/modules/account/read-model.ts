import { and, eq, getViewSelectedFields, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountProviderProfiles, accountUsers, type Role } from '../../db/schema/account';

/**
 * Small reads other modules need of an account, over the `account_users` view (migration 0042). Queries that join,
 * filter or sort on account data use the views themselves (`accountUsers`, `accountProviderProfiles`, `accountBanks`).
 */

/**
 * Every column of a view as a selection, for a nested select (a view itself cannot be one):
 * `db.select({ user: accountUserFields, profile: accountProviderProfileFields }).from(accountUsers).leftJoin(…)`.
 */
export const accountUserFields = getViewSelectedFields(accountUsers);
export const accountProviderProfileFields = getViewSelectedFields(accountProviderProfiles);

/**
 * The columns `providerDisplayName` needs, over the views: for other modules' queries that join `accountUsers` and
 * `accountProviderProfiles` (`db.select({ id: accountUsers.id, ...providerNameFields })…`).
 */
export const providerNameFields = {
  companyName: accountProviderProfiles.companyName,
  firstName: accountUsers.firstName,
  lastName: accountUsers.lastName,
};

/** The e-mail address of an account (deleted ones included); null for an unknown id. */
export async function userEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, userId)).limit(1);
  return row?.email ?? null;
}

/** E-mail addresses of the given accounts (deleted ones included), by id; unknown ids are missing from the map. */
export async function userEmails(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accountUsers.id, email: accountUsers.email })
    .from(accountUsers)
    .where(inArray(accountUsers.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * The given accounts (deleted ones included) as other modules show a person: the account's columns with the provider
 * profile's company name and page slug (null without a profile, e.g. a customer), by id; unknown ids are missing.
 */
export async function accountPeople(db: Executor, userIds: readonly number[]) {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            user: accountUserFields,
            profile: { companyName: accountProviderProfiles.companyName, slug: accountProviderProfiles.slug },
          })
          .from(accountUsers)
          .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
          .where(inArray(accountUsers.id, [...new Set(userIds)]));
  return new Map(
    rows.map(({ user, profile }) => [user.id, { ...user, companyName: profile?.companyName ?? null, slug: profile?.slug ?? null }]),
  );
}

/** A person of `accountPeople`. */
export type AccountPerson = NonNullable<ReturnType<Awaited<ReturnType<typeof accountPeople>>['get']>>;

/** The role of an account that is not deleted; null for an unknown or deleted id. */
export async function activeUserRole(db: Executor, userId: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, userId), isNull(accountUsers.deletedAt)))
    .limit(1);
  return row?.role ?? null;
}

/** Whether the id is a provider (role `Company`) whose account is not deleted. */
export async function isActiveProvider(db: Executor, userId: number): Promise<boolean> {
  return (await activeUserRole(db, userId)) === 'Company';
}
