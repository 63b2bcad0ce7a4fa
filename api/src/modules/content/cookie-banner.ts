import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cookieBanners, cookieContents, cookieTypes } from '../../db/schema/content';

/**
 * The one reader of the cookie banner and of the consent version: the public banner (GraphQL `cookieBanner`), the
 * editors' cookie settings, `/layoutData` `consent_version` and `POST /acceptCookie` all take them from here, so the
 * version a visitor is shown is the version a choice is checked against.
 */

/** The consent version before any editor raised it (the shell's built-in `CONSENT_VERSION`). */
export const INITIAL_CONSENT_VERSION = 2;

type BannerRow = typeof cookieBanners.$inferSelect;

export interface CookieBannerRecord {
  /** The banner's texts; null while none are on record. */
  banner: BannerRow | null;
  types: Array<typeof cookieTypes.$inferSelect>;
  contents: Array<typeof cookieContents.$inferSelect>;
  /** The consent version visitors' choices must carry. */
  consentVersion: number;
}

const consentVersionOf = (banner: Pick<BannerRow, 'consentVersion'> | undefined): number =>
  banner?.consentVersion ?? INITIAL_CONSENT_VERSION;

/** The consent version visitors' choices must carry. */
export async function currentConsentVersion(db: Executor): Promise<number> {
  const [banner] = await db
    .select({ consentVersion: cookieBanners.consentVersion })
    .from(cookieBanners)
    .orderBy(asc(cookieBanners.id))
    .limit(1);
  return consentVersionOf(banner);
}

/** The banner's texts, the cookie types in order and the cookies each covers, with the consent version. */
export async function readCookieBanner(db: Executor): Promise<CookieBannerRecord> {
  // One query after the other: the editors' save reads through its transaction, which runs one query at a time.
  const [banner] = await db.select().from(cookieBanners).orderBy(asc(cookieBanners.id)).limit(1);
  const types = await db.select().from(cookieTypes).orderBy(asc(cookieTypes.position), asc(cookieTypes.id));
  const contents = await db.select().from(cookieContents).orderBy(asc(cookieContents.position), asc(cookieContents.id));
  return { banner: banner ?? null, types, contents, consentVersion: consentVersionOf(banner) };
}
