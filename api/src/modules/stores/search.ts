import { verifiedProviderSql } from '../onboarding/public';
import { premiumProviderSql } from '../billing/public';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { uploadUrl } from '../../http/uploads';
import { industries, providerIndustries, storeLocations } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { distanceKmSql, postalCodeCoordinates, withinRadiusSql, type GeoPoint } from '../reference/public';
import { currentSlug } from '../account/public';
import { foodSearchMatches, type FoodFilter, type FoodSearchFacts } from '../food/public';
import { openStates, type LocationRow } from './service';
import type { OpenState } from './open-now';

/** The sort labels of spec 01 §2 for providers, as the screen shows them. */
export const PROVIDER_SORTS = {
  rating: 'Bewertung',
  latest: 'Aktualität',
  distance_asc: 'Entfernung (nächste)',
  distance_desc: 'Entfernung (weiteste)',
} as const;
export type ProviderSort = keyof typeof PROVIDER_SORTS;

export interface ProviderSearchInput {
  industries: number[];
  keyword?: string | undefined;
  postal_code?: string | undefined;
  radius?: number | undefined;
  sort: ProviderSort;
  page: number;
  perPage: number;
  /** The food filters (x-extension): only food providers matching them, their cards with `food`. */
  food?: FoodFilter | undefined;
}

export interface ProviderCardDto {
  id: number;
  slug: string;
  company_name: string;
  logo: string | null;
  city: string;
  rating: number | null;
  rating_count: number;
  /** A running premium package (billing entitlements): the badge, and first place in the rating and latest sorts. */
  premium: boolean;
  distance_km: number | null;
  industries: { id: number; name: string }[];
  /** The store the card speaks of: the nearest within the radius, else the default store. */
  store: { id: number; title: string; city: string; latitude: number | null; longitude: number | null } | null;
  open_now: boolean | null;
  open_text: string | null;
  /** With the food filters: the food provider's facts (cuisine, minimum order, fees, delivers to, pickup). */
  food: FoodSearchFacts | null;
}

export const UNKNOWN_POSTAL_CODE = 'Diese Postleitzahl ist uns nicht bekannt.';

interface Row {
  premium: boolean;
  id: number;
  company_name: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  city: string;
  slug: string | null;
  rating: number | string | null;
  rating_count: number | string;
  distance: number | string | null;
  total: number | string;
}

/**
 * Visible providers matching industries (any of them), a keyword (company name or city), a radius around a
 * postal code (any of their stores within it; the distance is that of the nearest one) and, when given, the food
 * filters (the food module names the matching food providers). Plain SQL: the bounding
 * box narrows `store_locations` through its (latitude, longitude) index, the haversine decides.
 */
export async function searchProviders(
  db: Database,
  config: AppConfig,
  input: ProviderSearchInput,
  now = new Date(),
): Promise<{ cards: ProviderCardDto[]; total: number }> {
  let center: GeoPoint | undefined;
  if (input.postal_code) {
    const point = postalCodeCoordinates(input.postal_code);
    if (!point) throw ValidationError.field('postal_code', UNKNOWN_POSTAL_CODE);
    center = point;
  }
  if (!center && input.sort.startsWith('distance'))
    throw ValidationError.field('sort', 'Für die Sortierung nach Entfernung geben Sie bitte eine Postleitzahl an.');
  const radius = input.radius ?? 25;
  // The food filters are decided by the food module for every food provider before paging, so „open now“ or
  // „delivers to“ narrow the whole result and the pages and the total stay right.
  const food = input.food ? await foodSearchMatches(db, input.food, now) : null;
  if (food && food.size === 0) return { cards: [], total: 0 };

  // With a postal code the search starts from the stores inside the radius (the bounding box narrows them through
  // the (latitude, longitude) index), so only providers with a store nearby are looked at.
  const near: SQL = center
    ? sql`join (select provider_id, min(${distanceKmSql(storeLocations.latitude, storeLocations.longitude, center)}) as distance from ${storeLocations}
           where ${withinRadiusSql(storeLocations.latitude, storeLocations.longitude, center, radius)} group by provider_id) n on n.provider_id = u.id`
    : sql``;
  const conditions: SQL[] = [
    sql`u.role = 'Company'`,
    sql`u.deleted_at is null`,
    sql`u.email_confirmed_at is not null`,
    sql`p.show_profile`,
    verifiedProviderSql(sql`u.id`),
  ];
  if (input.industries.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${providerIndustries} pi where pi.provider_id = u.id and pi.industry_id in (${sql.join(
        input.industries.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (food) {
    conditions.push(
      sql`u.id in (${sql.join(
        [...food.keys()].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(p.company_name ilike ${like} or p.city ilike ${like})`);
  }
  const order: Record<ProviderSort, SQL> = {
    // The search boost of a premium package: premium providers first, then the sort as the visitor chose it.
    rating: sql`premium desc, rating desc nulls last, rating_count desc, u.id`,
    latest: sql`premium desc, u.updated_at desc, u.id desc`,
    distance_asc: sql`distance asc nulls last, u.id`,
    distance_desc: sql`distance desc nulls last, u.id`,
  };
  const query = sql`
    with candidates as (
      select u.id, p.company_name, u.first_name, u.last_name, coalesce(pp.company_logo, u.avatar) as avatar, p.city, p.slug, u.updated_at, ${premiumProviderSql(sql`u.id`)} as premium, ${center ? sql`n.distance` : sql`null::double precision`} as distance
      from users u ${near} join provider_profiles p on p.user_id = u.id left join provider_pages pp on pp.provider_id = u.id
      where ${sql.join(conditions, sql` and `)}
    ), matched as (
      select * from candidates
    ), rated as (
      select m.*, r.rating, coalesce(r.rating_count, 0) as rating_count
      from matched m
      left join lateral (
        select round(avg(pr.rating)::numeric, 1) as rating, count(*) as rating_count
        from product_reviews pr join shop_products sp on sp.id = pr.product_id
        where sp.provider_id = m.id and pr.status = 'published'
      ) r on true
    )
    select u.*, count(*) over () as total from rated u
    order by ${order[input.sort]}
    limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`;
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  const rows = result.rows;
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return { cards: [], total };

  const [stores, industryRows] = await Promise.all([
    db.select().from(storeLocations).where(inArray(storeLocations.providerId, ids)),
    db
      .select({ providerId: providerIndustries.providerId, id: industries.id, name: industries.name })
      .from(providerIndustries)
      .innerJoin(industries, eq(industries.id, providerIndustries.industryId))
      .where(and(inArray(providerIndustries.providerId, ids), eq(industries.isActive, true))),
  ]);
  const cardStore = new Map<number, LocationRow>();
  for (const id of ids) {
    const own = stores.filter((store) => store.providerId === id);
    const chosen = center
      ? own
          .filter((store) => store.latitude != null && store.longitude != null)
          .sort((a, b) => squared(a, center!) - squared(b, center!))[0]
      : (own.find((store) => store.isDefault) ?? own[0]);
    if (chosen) cardStore.set(id, chosen);
  }
  const states = await openStates(db, [...cardStore.values()], now);
  const cards: ProviderCardDto[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const store = cardStore.get(id);
    const state: OpenState | undefined = store ? states.get(store.id)?.state : undefined;
    cards.push({
      id,
      slug: row.slug ?? (await currentSlug(db, id)) ?? String(id),
      company_name: row.company_name || `${row.first_name} ${row.last_name}`.trim(),
      logo: uploadUrl(config, row.avatar),
      city: row.city,
      rating: row.rating == null ? null : Number(row.rating),
      rating_count: Number(row.rating_count),
      premium: Boolean(row.premium),
      distance_km: row.distance == null ? null : Math.round(Number(row.distance) * 10) / 10,
      industries: industryRows
        .filter((industry) => industry.providerId === id)
        .map(({ id: industryId, name }) => ({ id: industryId, name })),
      store: store ? { id: store.id, title: store.title, city: store.city, latitude: store.latitude, longitude: store.longitude } : null,
      open_now: state ? state.open_now : null,
      open_text: state ? state.text : null,
      food: food?.get(id) ?? null,
    });
  }
  return { cards, total };
}

function squared(store: LocationRow, center: GeoPoint): number {
  const dLat = (store.latitude ?? 0) - center.latitude;
  const dLng = ((store.longitude ?? 0) - center.longitude) * Math.cos((center.latitude * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

/** Sets the provider's industries (only known, active ones; others → 422). */
export async function setProviderIndustries(db: Database, providerId: number, industryIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(industryIds)];
  if (unique.length > 0) {
    const known = await db
      .select({ id: industries.id })
      .from(industries)
      .where(and(inArray(industries.id, unique), eq(industries.isActive, true)));
    if (known.length !== unique.length) throw ValidationError.field('industry_ids', 'Bitte wählen Sie nur vorhandene Branchen.');
  }
  await db.transaction(async (tx: Executor) => {
    await tx.delete(providerIndustries).where(eq(providerIndustries.providerId, providerId));
    if (unique.length > 0) await tx.insert(providerIndustries).values(unique.map((industryId) => ({ providerId, industryId })));
  });
  return unique;
}
