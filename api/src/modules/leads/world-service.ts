import { createHash } from 'node:crypto';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leadRoutes, providerProfiles, users, worldCategories, worldViewCounts } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { providerDisplayName, providerNameColumns } from '../account/public';
import { distanceKmSql, withinRadiusSql, type GeoPoint } from '../reference/public';
import { publicCtas } from './routes-service';

export const CATEGORY_NOT_FOUND_PUBLIC = 'Diese Kategorie gibt es nicht.';

const presentCategory = (row: typeof worldCategories.$inferSelect) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  image: row.image,
  description: row.description,
  view_count: row.viewCount,
});

/** Every living-world category, or (slug given, not `all`) the one with that slug, each with its active routes. */
export async function worldCategoriesBySlug(db: Executor, slug: string) {
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

async function activeRoutes(db: Executor, where = sql`true`) {
  const rows = await db
    .select({ route: leadRoutes, ...providerNameColumns })
    .from(leadRoutes)
    .innerJoin(users, eq(users.id, leadRoutes.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
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
export async function worldCategoryById(db: Executor, id: number) {
  const [category] = await db.select().from(worldCategories).where(eq(worldCategories.id, id)).limit(1);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND_PUBLIC);
  return { ...presentCategory(category), lead_routes: await activeRoutes(db, eq(leadRoutes.worldCategoryId, id)) };
}

/** Counts a view once per visitor (hashed IP + user agent, never stored in clear) and Berlin day. */
export async function countWorldView(db: Executor, slug: string, visitorKey: string) {
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
export async function providersByLeadRoute(db: Executor, routeId: number, slug: string | undefined) {
  const [route] = await db
    .select()
    .from(leadRoutes)
    .where(and(eq(leadRoutes.id, routeId), eq(leadRoutes.status, 'active'), slug ? eq(leadRoutes.slug, slug) : undefined))
    .limit(1);
  if (!route) throw new NotFoundError('Die Lead-Route wurde nicht gefunden.');
  const others = await activeRoutes(
    db,
    and(eq(leadRoutes.worldCategoryId, route.worldCategoryId), ne(leadRoutes.providerId, route.providerId)),
  );
  const own = await activeRoutes(db, eq(leadRoutes.id, route.id));
  const seen = new Set<number>();
  const providers = [];
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
 * Providers whose active route serves a point: the route's postal code lies within `radiusKm` of the point and
 * the point lies within the route's own service radius. Indexed bounding box first, then the haversine; nearest
 * route per provider, nearest providers first. `routeId` narrows to that route's category and marks it selected.
 */
export async function providersNear(db: Executor, point: GeoPoint, radiusKm: number, routeId?: number) {
  let categoryId: number | undefined;
  if (routeId !== undefined) {
    const [route] = await db
      .select({ worldCategoryId: leadRoutes.worldCategoryId })
      .from(leadRoutes)
      .where(and(eq(leadRoutes.id, routeId), eq(leadRoutes.status, 'active')))
      .limit(1);
    if (!route) throw new NotFoundError('Die Lead-Route wurde nicht gefunden.');
    categoryId = route.worldCategoryId;
  }
  const distance = distanceKmSql(leadRoutes.latitude, leadRoutes.longitude, point);
  // Nearest route per provider (DISTINCT ON) over the routes table alone, then the nearest providers; only those are
  // joined to the route's texts and the provider's name (not every route in the box).
  const nearest = db
    .selectDistinctOn([leadRoutes.providerId], {
      id: leadRoutes.id,
      providerId: leadRoutes.providerId,
      distance: sql<number>`${distance}`.as('distance'),
    })
    .from(leadRoutes)
    .where(
      and(
        eq(leadRoutes.status, 'active'),
        categoryId === undefined ? undefined : eq(leadRoutes.worldCategoryId, categoryId),
        withinRadiusSql(leadRoutes.latitude, leadRoutes.longitude, point, radiusKm),
        lte(distance, sql`${leadRoutes.radiusKm}`),
      ),
    )
    .orderBy(leadRoutes.providerId, distance, asc(leadRoutes.id))
    .as('nearest');
  const top = db.select().from(nearest).orderBy(asc(nearest.distance), asc(nearest.id)).limit(RADIUS_SEARCH_LIMIT).as('top');
  const query = db
    .select({
      id: leadRoutes.id,
      name: leadRoutes.name,
      slug: leadRoutes.slug,
      postalCode: leadRoutes.postalCode,
      radiusKm: leadRoutes.radiusKm,
      providerId: leadRoutes.providerId,
      ...providerNameColumns,
      distance: top.distance,
    })
    .from(top)
    .innerJoin(leadRoutes, eq(leadRoutes.id, top.id))
    .innerJoin(users, eq(users.id, leadRoutes.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .orderBy(asc(top.distance), asc(top.id));
  // The same text on every call (the point and radius are parameters): parsed once per pooled connection.
  const rows = await query.prepare(categoryId === undefined ? 'leads_providers_near' : 'leads_providers_near_category').execute();
  const providers = rows.map((row) => ({
    id: row.providerId,
    name: providerDisplayName(row.companyName, row.firstName, row.lastName),
    lead_route_id: row.id,
    lead_route_name: row.name,
    lead_route_slug: row.slug,
    postal_code: row.postalCode,
    radius: row.radiusKm,
    distance_km: Math.round(Number(row.distance) * 10) / 10,
    selected: row.id === routeId,
  }));
  return { lead_route: null, providers, call_to_actions: [] };
}
