import { verifiedProviderSql } from '../onboarding/public';
import { premiumProviderSql } from '../billing/public';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { uploadUrl } from '../../http/uploads';
import { providerIndustries, providerPages, storeLocations } from '../../db/schema/stores';
import { ValidationError } from '../../http/errors';
import { retiredChoiceMessage } from '../../lib/retirable';
import {
  activeIndustryIds,
  activeIndustrySql,
  retiredChoices,
  distanceKmSql,
  postalCodeCoordinates,
  withinRadiusSql,
  type GeoPoint,
} from '../reference/public';
import { accountProviderProfiles, accountUsers, currentSlug } from '../account/public';
import { providerRatingSql } from '../review/public';
import type { z } from 'zod';
import type { foodSearchFactsSchema } from './schemas';
import { berlinClock, openState, type ClosedRange, type DayHours, type OpenState } from '../../lib/opening-hours';
import { preparedRows, shapedRows } from './prepared';
import { lockSearchPoints, refreshProviderSearchPoints } from './search-points';
import { containsPattern } from '../../lib/like-pattern';

/** The sort labels of spec 01 §2 for providers, as the screen shows them. */
export const PROVIDER_SORTS = {
  rating: 'Bewertung',
  latest: 'Aktualität',
  distance_asc: 'Entfernung (nächste)',
  distance_desc: 'Entfernung (weiteste)',
} as const;
export type ProviderSort = keyof typeof PROVIDER_SORTS;

/** The food filters of the provider search (x-extension); the food module decides them (`registerProviderSearchFood`). */
export interface FoodFilter {
  /** Delivers to this postal code (or, with `pickup`, offers pickup). */
  delivers_to?: string | undefined;
  cuisine?: string | undefined;
  open_now?: boolean | undefined;
  pickup?: boolean | undefined;
  max_minimum_order_cents?: number | undefined;
}

/** What a food provider's search card adds (`food` of a `/provider_search` card). */
export type FoodSearchFacts = z.infer<typeof foodSearchFactsSchema>;

/**
 * Every active food provider matching the food filters, with its card facts — all of them, before any paging, so
 * the search pages over the matches. The food module registers it (it sits above the stores: stores imports no food).
 */
export type ProviderSearchFood = (db: Executor, filter: FoodFilter, now: Date) => Promise<Map<number, FoodSearchFacts>>;

let searchFood: ProviderSearchFood = async () => new Map();

/** Called once by the food module (`food/index.ts`) with its matcher. */
export function registerProviderSearchFood(matcher: ProviderSearchFood): void {
  searchFood = matcher;
}

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
  /**
   * „Jetzt geöffnet“ outside a food search: only providers with a store open now (within the radius, with a postal
   * code); the card speaks of that store. In a food search the food filter's `open_now` decides instead.
   */
  openNow?: boolean | undefined;
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
  industries: { id: number; name: string }[] | null;
  store_id: number | null;
  store_title: string | null;
  store_city: string | null;
  store_state: string | null;
  store_latitude: number | null;
  store_longitude: number | null;
  store_always_open: boolean | null;
  /** The opening week as `day,from,until,after_from,after_until,t|f` per day, `;` between days (see `weekOf`). */
  times: string | null;
  holidays: ClosedRange[] | null;
}

/**
 * Visible providers matching industries (any of them), a keyword (company name or city), a radius around a
 * postal code (any of their stores within it; the distance is that of the nearest one) and, when given, the food
 * filters (the food module names the matching food providers). One prepared statement answers the page with
 * everything the cards show (industries, the card's store, its opening times and closed days for open-now), so a
 * search is one round trip whose plan PostgreSQL keeps per connection (`searchStatement`).
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
  const food = input.food ? await searchFood(db, input.food, now) : null;
  if (food && food.size === 0) return { cards: [], total: 0 };
  const openStores = input.openNow && !input.food ? await openStoreIds(db, now) : null;
  if (openStores && openStores.length === 0) return { cards: [], total: 0 };

  // The statement depends on the shape of the search only; the values that change between requests are bound
  // (placeholders), so each shape is built and compiled once per process and planned once per connection.
  const shape: SearchShape = {
    sort: input.sort,
    center: center ? { latitude: center.latitude, longitude: center.longitude } : null,
    radius: center ? radius : null,
    industries: input.industries.length > 0,
    food: food != null,
    keyword: Boolean(input.keyword),
    openNow: openStores != null,
  };
  const values = {
    industries: idList(input.industries),
    food: food ? idList([...food.keys()]) : null,
    open: openStores ? idList(openStores) : null,
    like: input.keyword ? containsPattern(input.keyword) : null,
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
    since: berlinClock(new Date(now.getTime() - 36 * 3600 * 1000)).date,
  };
  const rows = await shapedRows<Row>(db, 'provider_search', JSON.stringify(shape), () => searchStatement(shape), values);
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const cards: ProviderCardDto[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    let state: OpenState | undefined;
    if (row.store_id != null) {
      const hours = weekOf(row.times);
      state = openState({ always_open: row.store_always_open === true, state: row.store_state, hours, holidays: row.holidays ?? [] }, now);
    }
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
      industries: row.industries ?? [],
      store:
        row.store_id != null
          ? {
              id: row.store_id,
              title: row.store_title!,
              city: row.store_city!,
              latitude: row.store_latitude,
              longitude: row.store_longitude,
            }
          : null,
      open_now: state ? state.open_now : null,
      open_text: state ? state.text : null,
      food: food?.get(id) ?? null,
    });
  }
  return { cards, total };
}

/** What the search statement's text depends on; everything else is a bound value (`searchStatement`). */
interface SearchShape {
  sort: ProviderSort;
  /** The postal code's point (its coordinates and the radius are part of the statement's bounding box). */
  center: GeoPoint | null;
  radius: number | null;
  industries: boolean;
  food: boolean;
  keyword: boolean;
  /** Only stores open now (`open`: their ids). */
  openNow: boolean;
}

/** `{1,2,3}`: an id list as one `int[]` value, so the statement does not change with the number of ids. */
function idList(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

const bound = (name: string): SQL => sql`${sql.placeholder(name)}`;

/**
 * The search statement of one shape, with the placeholders `industries` and `food` (int[] text), `like`,
 * `limit`, `offset` and `since` (the first date whose closed days matter for open-now).
 *
 * With a postal code the search starts from the stores inside the radius, the nearest store of each provider
 * first: it is the card's store. With an industry filter the stores come from the search points (one row per store
 * and industry of its provider, `search-points.ts`): their index leads with the industry, so the bounding box of
 * the industries is read from one index range and only the matching providers are joined. Without one, the
 * (latitude, longitude) index of the stores narrows the box. The haversine decides at the edges.
 */
function searchStatement(shape: SearchShape): SQL {
  const { center, sort } = shape;
  const industryIds = sql`${bound('industries')}::int[]`;
  const openIds = sql`${bound('open')}::int[]`;
  const industryMatch = (provider: SQL) =>
    sql`exists (select 1 from ${providerIndustries} pi where pi.provider_id = ${provider} and pi.industry_id = any(${industryIds}))`;
  const radiusStores = (point: GeoPoint, radius: number): SQL => {
    const within = withinRadiusSql(sql`sl.latitude`, sql`sl.longitude`, point, radius);
    const distance = distanceKmSql(sql`sl.latitude`, sql`sl.longitude`, point);
    return shape.industries
      ? sql`select distinct on (sl.provider_id) sl.provider_id, sl.store_id, ${distance} as distance
          from store_search_points sl where sl.industry_id = any(${industryIds}) and ${within}
          ${shape.openNow ? sql`and sl.store_id = any(${openIds})` : sql``}
          order by sl.provider_id, distance, sl.store_id`
      : sql`select distinct on (sl.provider_id) sl.provider_id, sl.id as store_id, ${distance} as distance
          from ${storeLocations} sl where ${within}
          ${shape.openNow ? sql`and sl.id = any(${openIds})` : sql``}
          order by sl.provider_id, distance, sl.id`;
  };
  const near: SQL = center ? sql`join (${radiusStores(center, shape.radius ?? 25)}) n on n.provider_id = u.id` : sql``;
  const conditions: SQL[] = [
    sql`u.role = 'Company'`,
    sql`u.deleted_at is null`,
    sql`u.email_confirmed_at is not null`,
    sql`p.show_profile`,
    sql`pp.withdrawn_at is null`,
    verifiedProviderSql(sql`u.id`),
  ];
  if (shape.industries && !center) conditions.push(industryMatch(sql`u.id`));
  if (shape.food) conditions.push(sql`u.id = any(${bound('food')}::int[])`);
  if (shape.openNow && !center)
    conditions.push(sql`exists (select 1 from ${storeLocations} so where so.provider_id = u.id and so.id = any(${openIds}))`);
  if (shape.keyword) conditions.push(sql`(p.company_name ilike ${bound('like')} or p.city ilike ${bound('like')})`);
  const order: Record<ProviderSort, SQL> = {
    // The search boost of a premium package: premium providers first, then the sort as the visitor chose it.
    rating: sql`premium desc, rating desc nulls last, rating_count desc, u.id`,
    latest: sql`premium desc, u.updated_at desc, u.id desc`,
    distance_asc: sql`distance asc nulls last, u.id`,
    distance_desc: sql`distance desc nulls last, u.id`,
  };
  // The rating is needed before paging only when it sorts; else it is looked up for the page's cards alone.
  const ratingOf = (provider: SQL) => sql`left join lateral ${providerRatingSql(provider)} r on true`;
  const byRating = sort === 'rating';
  return sql`
    with candidates as (
      select u.id, p.company_name, u.first_name, u.last_name, coalesce(pp.company_logo, u.avatar) as avatar, p.city, p.slug, u.updated_at,
        ${premiumProviderSql(sql`u.id`)} as premium,
        ${center ? sql`n.distance, n.store_id` : sql`null::double precision as distance, null::int as store_id`}
        ${byRating ? sql`, r.rating, coalesce(r.rating_count, 0) as rating_count` : sql``}
      from ${accountUsers} u ${near} join ${accountProviderProfiles} p on p.user_id = u.id left join ${providerPages} pp on pp.provider_id = u.id
      ${byRating ? ratingOf(sql`u.id`) : sql``}
      where ${sql.join(conditions, sql` and `)}
    ), paged as (
      select u.*, count(*) over () as total from candidates u
      order by ${order[sort]}
      limit ${bound('limit')} offset ${bound('offset')}
    )
    select u.id, u.company_name, u.first_name, u.last_name, u.avatar, u.city, u.slug, u.premium, u.distance, u.total,
      ${byRating ? sql`u.rating, u.rating_count,` : sql`r.rating, coalesce(r.rating_count, 0) as rating_count,`}
      (select json_agg(json_build_object('id', i.id, 'name', i.name) order by i.id)
        from ${providerIndustries} pi
        join lateral ${activeIndustrySql(sql`pi.industry_id`)} i on true
        where pi.provider_id = u.id) as industries,
      s.id as store_id, s.title as store_title, s.city as store_city, s.state as store_state,
      s.latitude as store_latitude, s.longitude as store_longitude, s.always_open as store_always_open,
      (select string_agg(concat_ws(',', t.days, coalesce(t.from_time, ''), coalesce(t.untill_time, ''),
          coalesce(t.after_from_time, ''), coalesce(t.after_untill_time, ''), t.status), ';')
        from store_location_times t where t.location_id = s.id and t.kind = 'opening') as times,
      (select json_agg(json_build_object('start_date', h.start_date, 'end_date', h.end_date, 'title', h.title) order by h.start_date)
        from store_holidays h where h.location_id = s.id and h.kind = 'opening' and h.end_date >= ${bound('since')}::date) as holidays
    from paged u
    ${byRating ? sql`` : ratingOf(sql`u.id`)}
    left join lateral (
      select sl.* from ${storeLocations} sl
      where ${
        center
          ? sql`sl.id = u.store_id`
          : sql`sl.provider_id = u.id ${shape.openNow ? sql`and sl.id = any(${openIds})` : sql``} order by sl.is_default desc, sl.id limit 1`
      }
    ) s on true
    order by ${order[sort]}`;
}

/**
 * The stores open now (`openState`, the one rule of the opening state: always open, the week's shifts, closed days):
 * every store's week and coming closed days in one statement, decided here. Read for each „Jetzt geöffnet“ search
 * (no cache, so a changed time counts at once); one row per store.
 */
export async function openStoreIds(db: Executor, now = new Date()): Promise<number[]> {
  const since = berlinClock(new Date(now.getTime() - 36 * 3600 * 1000)).date;
  const rows = await preparedRows<{
    id: number;
    always_open: boolean;
    state: string | null;
    times: string | null;
    holidays: ClosedRange[] | null;
  }>(
    db,
    'open_stores',
    sql`select s.id, s.always_open, s.state,
      (select string_agg(concat_ws(',', t.days, coalesce(t.from_time, ''), coalesce(t.untill_time, ''),
          coalesce(t.after_from_time, ''), coalesce(t.after_untill_time, ''), t.status), ';')
        from store_location_times t where t.location_id = s.id and t.kind = 'opening') as times,
      (select json_agg(json_build_object('start_date', h.start_date, 'end_date', h.end_date, 'title', h.title) order by h.start_date)
        from store_holidays h where h.location_id = s.id and h.kind = 'opening' and h.end_date >= ${since}::date) as holidays
      from ${storeLocations} s`,
  );
  return rows
    .filter(
      (row) =>
        openState({ always_open: row.always_open === true, state: row.state, hours: weekOf(row.times), holidays: row.holidays ?? [] }, now)
          .open_now,
    )
    .map((row) => Number(row.id));
}

function closedDay(day: number): DayHours {
  return { day, from_time: null, untill_time: null, after_from_time: null, after_untill_time: null, status: false };
}

/**
 * The opening week of the search statement's compact form (`1,09:00,12:00,14:00,18:00,t;2,…`: the times are
 * `HH:MM`, an empty field is none) — cheaper to build in PostgreSQL and to read here than JSON objects. A day
 * without a row is closed.
 */
function weekOf(times: string | null): DayHours[] {
  const week = [1, 2, 3, 4, 5, 6, 7].map(closedDay);
  if (!times) return week;
  for (const entry of times.split(';')) {
    const [day, from, until, afterFrom, afterUntil, status] = entry.split(',');
    const index = Number(day) - 1;
    if (!(index >= 0 && index < 7)) continue;
    week[index] = {
      day: index + 1,
      from_time: from || null,
      untill_time: until || null,
      after_from_time: afterFrom || null,
      after_untill_time: afterUntil || null,
      status: status === 't',
    };
  }
  return week;
}

/**
 * Sets the provider's industries (only known, active ones; others → 422). A retired or switched-off industry cannot be
 * added, but one the provider already has stays when saved again.
 */
export async function setProviderIndustries(db: Database, providerId: number, industryIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(industryIds)];
  await db.transaction(async (tx: Executor) => {
    await lockSearchPoints(tx, providerId);
    const held = (
      await tx.select({ id: providerIndustries.industryId }).from(providerIndustries).where(eq(providerIndustries.providerId, providerId))
    ).map((row) => row.id);
    if (unique.length > 0) {
      const added = unique.filter((id) => !held.includes(id));
      const known = await activeIndustryIds(tx, added);
      if (known.length !== added.length) throw ValidationError.field('industry_ids', 'Bitte wählen Sie nur vorhandene Branchen.');
      const [retired] = await retiredChoices(tx, 'industry', unique, held);
      if (retired) throw ValidationError.field('industry_ids', retiredChoiceMessage(`Die Branche „${retired.name}“`));
    }
    await tx.delete(providerIndustries).where(eq(providerIndustries.providerId, providerId));
    if (unique.length > 0) await tx.insert(providerIndustries).values(unique.map((industryId) => ({ providerId, industryId })));
    await refreshProviderSearchPoints(tx, providerId);
  });
  return unique;
}
