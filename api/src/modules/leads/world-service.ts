import { createHash } from 'node:crypto';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { leadRoutes, worldCategories, worldViewCounts } from '../../db/schema/leads';
import { NotFoundError } from '../../http/errors';
import { providerDisplayName, accountProviderProfiles, accountUsers, providerNameFields } from '../account/public';
import { boundingBox, distanceKmSql, type GeoPoint } from '../reference/public';
import { publicCtas } from './routes-service';
import type { PickableProvider, ProvidersForRoute, WorldCategory, WorldRoute, WorldView } from './schemas';

export const CATEGORY_NOT_FOUND_PUBLIC = 'Diese Kategorie gibt es nicht.';

const presentCategory = (row: typeof worldCategories.$inferSelect): Omit<WorldCategory, 'lead_routes'> => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  image: row.image,
  description: row.description,
  view_count: row.viewCount,
});

/** Every living-world category, or (slug given, not `all`) the one with that slug, each with its active routes. */
export async function worldCategoriesBySlug(db: Executor, slug: string): Promise<WorldCategory[]> {
  const categories = await db
    .select()
    .from(worldCategories)
    .where(slug === 'all' || slug === 'bauen-wohnen' ? undefined : eq(worldCategories.slug, slug))
    .orderBy(asc(worldCategories.position), asc(worldCategories.id));
  if (categories.length === 0) throw new NotFoundError(CATEGORY_NOT_FOUND_PUBLIC);
  const routes = await activeRoutes(db);
  return categories.map((category) => ({
    ...presentCategory(category),
    lead_routes: routes.filter((route) => route.world_category_id === category.id),
  }));
}

async function activeRoutes(db: Executor, where = sql`true`): Promise<WorldRoute[]> {
  const rows = await db
    .select({
      route: leadRoutes,
      ...providerNameFields,
    })
    .from(leadRoutes)
    .innerJoin(accountUsers, eq(accountUsers.id, leadRoutes.providerId))
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(and(eq(leadRoutes.status, 'active'), where))
    .orderBy(asc(leadRoutes.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.route.id,
    name: row.route.name,
    slug: row.route.slug,
    description: row.route.description,
    postal_code: row.route.postalCode,
    radius: row.route.radiusKm,
    world_category_id: row.route.worldCategoryId,
    provider: { id: row.route.providerId, name: providerDisplayName(row.companyName, row.firstName, row.lastName) },
  }));
}

/** One category by id with its active routes. */
export async function worldCategoryById(db: Executor, id: number): Promise<WorldCategory> {
  const [category] = await db.select().from(worldCategories).where(eq(worldCategories.id, id)).limit(1);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND_PUBLIC);
  return { ...presentCategory(category), lead_routes: await activeRoutes(db, eq(leadRoutes.worldCategoryId, id)) };
}

/** Counts a view once per visitor (hashed IP + user agent, never stored in clear) and Berlin day. */
export async function countWorldView(db: Executor, slug: string, visitorKey: string): Promise<WorldView> {
  const [category] = await db.select().from(worldCategories).where(eq(worldCategories.slug, slug)).limit(1);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND_PUBLIC);
  const visitor = createHash('sha256').update(visitorKey).digest('hex').slice(0, 32);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(worldViewCounts)
      .values({ worldCategoryId: category.id, visitor, day })
      .onConflictDoNothing()
      .returning({ day: worldViewCounts.day });
    if (inserted.length === 0) return { slug, view_count: category.viewCount, counted: false };
    const [row] = await tx
      .update(worldCategories)
      .set({ viewCount: sql`${worldCategories.viewCount} + 1` })
      .where(eq(worldCategories.id, category.id))
      .returning({ viewCount: worldCategories.viewCount });
    return { slug, view_count: row?.viewCount ?? category.viewCount + 1, counted: true };
  });
}

/**
 * Providers a customer may add to a route's inquiry: the route's own provider first, then other providers with
 * an active route in the same category (slug = the route's provider route slug).
 */
export async function providersByLeadRoute(db: Executor, routeId: number, slug: string | undefined): Promise<ProvidersForRoute> {
  const [route] = await db
    .select()
    .from(leadRoutes)
    .where(and(eq(leadRoutes.id, routeId), eq(leadRoutes.status, 'active'), slug ? eq(leadRoutes.slug, slug) : undefined))
    .limit(1);
  if (!route) throw new NotFoundError('Die Anfragestrecke wurde nicht gefunden.');
  const others = await activeRoutes(
    db,
    and(eq(leadRoutes.worldCategoryId, route.worldCategoryId), ne(leadRoutes.providerId, route.providerId)),
  );
  const own = await activeRoutes(db, eq(leadRoutes.id, route.id));
  const seen = new Set<number>();
  const providers: PickableProvider[] = [];
  for (const entry of [...own, ...others]) {
    if (seen.has(entry.provider.id)) continue;
    seen.add(entry.provider.id);
    providers.push({
      ...entry.provider,
      lead_route_id: entry.id,
      lead_route_name: entry.name,
      postal_code: entry.postal_code,
      radius: entry.radius,
      selected: entry.id === route.id,
    });
  }
  return { lead_route: own[0] ?? null, providers, call_to_actions: await publicCtas(db, route.providerId, route.id) };
}

/** The most providers a radius search returns (nearest first). */
export const RADIUS_SEARCH_LIMIT = 30;

/**
 * A wider radius search looks within this many kilometres first and reads the whole circle only when the ring holds
 * fewer than `RADIUS_SEARCH_LIMIT` providers (in a city a 50 km circle holds 2–5 times the routes of the 10 km ring).
 */
export const NEAR_RING_KM = 10;

interface NearRow {
  id: number;
  name: string;
  slug: string;
  postal_code: string;
  radius_km: number;
  provider_id: number;
  company_name: string | null;
  first_name: string;
  last_name: string;
  distance: number;
}

/**
 * The radius search as one statement, every value a placeholder. The innermost select reads the active routes in the
 * bounding box from `lead_routes_active_point_idx` alone (an index-only scan: the index holds every column it needs)
 * and computes the haversine once per route: `offset 0` keeps PostgreSQL from merging it into the outer query, which
 * would evaluate the haversine again for the filter and the sort. Then the nearest route per provider, the nearest
 * providers, and only for those the route's texts and the provider's name.
 */
function providersNearQuery(withCategory: boolean): SQL {
  const point = { latitude: sql.placeholder('lat'), longitude: sql.placeholder('lng') };
  const distance = distanceKmSql(leadRoutes.latitude, leadRoutes.longitude, point);
  return sql`select r.id, r.name, r.slug, r.postal_code, r.radius_km, r.provider_id,
      pp.company_name, u.first_name, u.last_name, top.distance
    from (
      select id, provider_id, distance from (
        select distinct on (provider_id) id, provider_id, distance from (
          select ${leadRoutes.id}, ${leadRoutes.providerId}, ${leadRoutes.radiusKm}, ${distance} as distance
          from ${leadRoutes}
          where ${leadRoutes.status} = 'active'
            ${withCategory ? sql`and ${leadRoutes.worldCategoryId} = ${sql.placeholder('category')}` : sql``}
            and ${leadRoutes.latitude} between ${sql.placeholder('minLat')}::double precision and ${sql.placeholder('maxLat')}::double precision
            and ${leadRoutes.longitude} between ${sql.placeholder('minLng')}::double precision and ${sql.placeholder('maxLng')}::double precision
          offset 0
        ) candidates
        where distance <= least(${sql.placeholder('radius')}::double precision, radius_km)
        order by provider_id, distance, id
      ) nearest
      order by distance, id
      limit ${RADIUS_SEARCH_LIMIT}
    ) top
    join ${leadRoutes} r on r.id = top.id
    join ${accountUsers} u on u.id = r.provider_id
    left join ${accountProviderProfiles} pp on pp.user_id = u.id
    order by top.distance, top.id`;
}

type NearStatement = (values: Record<string, unknown>) => Promise<NearRow[]>;

function prepareNear(db: Executor, withCategory: boolean): NearStatement {
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  const prepared = internals.session.prepareQuery(
    internals.dialect.sqlToQuery(providersNearQuery(withCategory)),
    undefined,
    withCategory ? 'leads_providers_near_category' : 'leads_providers_near',
    false,
  );
  return async (values) => ((await prepared.execute(values)) as { rows: NearRow[] }).rows;
}

const nearStatements = new WeakMap<Executor, { all: NearStatement; category: NearStatement }>();

/**
 * The radius search's two statements (all categories, one category), built once per database handle: building the
 * SQL cost the API more CPU per request than PostgreSQL needs to answer it. Named, so each pooled connection parses
 * and plans them once.
 */
function nearStatementsFor(db: Executor) {
  let statements = nearStatements.get(db);
  if (!statements) {
    statements = { all: prepareNear(db, false), category: prepareNear(db, true) };
    nearStatements.set(db, statements);
  }
  return statements;
}

/**
 * Providers whose active route serves a point: the route's postal code lies within `radiusKm` of the point and
 * the point lies within the route's own service radius. Indexed bounding box first, then the haversine; nearest
 * route per provider, nearest providers first; the near ring (`NEAR_RING_KM`) before the whole circle. `routeId`
 * narrows to that route's category and marks it selected.
 */
export async function providersNear(db: Executor, point: GeoPoint, radiusKm: number, routeId?: number): Promise<ProvidersForRoute> {
  let categoryId: number | undefined;
  if (routeId !== undefined) {
    const [route] = await db
      .select({ worldCategoryId: leadRoutes.worldCategoryId })
      .from(leadRoutes)
      .where(and(eq(leadRoutes.id, routeId), eq(leadRoutes.status, 'active')))
      .limit(1);
    if (!route) throw new NotFoundError('Die Anfragestrecke wurde nicht gefunden.');
    categoryId = route.worldCategoryId;
  }
  const statements = nearStatementsFor(db);
  const search = (km: number) => {
    const box = boundingBox(point, km);
    return (categoryId === undefined ? statements.all : statements.category)({
      lat: point.latitude,
      lng: point.longitude,
      minLat: box.minLatitude,
      maxLat: box.maxLatitude,
      minLng: box.minLongitude,
      maxLng: box.maxLongitude,
      radius: km,
      category: categoryId,
    });
  };
  // The near ring first: where it already serves a full list, no provider outside it can be among the nearest (each is
  // farther than the ring's edge), so the wide circle, with up to 25 times its routes, is read only where the ring
  // falls short (the countryside).
  let rows = radiusKm > NEAR_RING_KM ? await search(NEAR_RING_KM) : [];
  if (rows.length < RADIUS_SEARCH_LIMIT) rows = await search(radiusKm);
  const providers = rows.map((row): PickableProvider => ({
    id: row.provider_id,
    name: providerDisplayName(row.company_name, row.first_name, row.last_name),
    lead_route_id: row.id,
    lead_route_name: row.name,
    lead_route_slug: row.slug,
    postal_code: row.postal_code,
    radius: row.radius_km,
    distance_km: Math.round(Number(row.distance) * 10) / 10,
    selected: row.id === routeId,
  }));
  return { lead_route: null, providers, call_to_actions: [] };
}
