import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { properties, propertyAppointments, type PropertyType, users } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { notify } from '../notification/public';
import type { Outbox } from '../outbox/public';
import { distanceKmSql, postalCodeCoordinates, withinRadiusSql } from '../reference/public';

export const PROPERTY_NOT_FOUND = 'Die Immobilie wurde nicht gefunden.';

/** Sort keys with the spec 01 §2 labels; the distance sorts measure from a full postal code (`postal_code`). */
export const PROPERTY_SORTS = {
  rooms_asc: 'Zimmeranzahl (aufsteigend)',
  rooms_desc: 'Zimmeranzahl (absteigend)',
  area_asc: 'Wohnfläche (aufsteigend)',
  area_desc: 'Wohnfläche (absteigend)',
  price_asc: 'Preis (aufsteigend)',
  price_desc: 'Preis (absteigend)',
  newest: 'Aktualität (neueste zuerst)',
  distance_asc: 'Entfernung (nächste)',
  distance_desc: 'Entfernung (weiteste)',
} as const;
export type PropertySort = keyof typeof PROPERTY_SORTS;

export interface FinderFilter {
  type?: PropertyType | undefined;
  rooms_min?: number | undefined;
  area_min?: number | undefined;
  area_max?: number | undefined;
  price_max?: number | undefined;
  postal_code?: string | undefined;
  /** km around the full postal code; without it a postal code filters by prefix. */
  radius?: number | undefined;
  sort: PropertySort;
}

type Row = typeof properties.$inferSelect;

/** One formatter for every card (`toLocaleString` with options builds a new one on each call). */
const areaFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const areaText = (value: string) => `${areaFormat.format(Number(value))} m²`;

function presentCard(row: Row, config: AppConfig, distance?: number | null) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    property_type: row.propertyType,
    rooms: Number(row.rooms),
    living_area: Number(row.livingArea),
    living_area_text: areaText(row.livingArea),
    price: row.priceCents / 100,
    postal_code: row.postalCode,
    city: row.city,
    image: row.images[0] ? `${config.publicApiUrl}${row.images[0]}` : null,
    energy_class: row.energy?.energy_class ?? null,
    created_at: row.createdAt.toISOString(),
    ...(distance === undefined ? {} : { distance_km: distance === null ? null : Math.round(Number(distance) * 10) / 10 }),
  };
}

/** The point of a full postal code, or undefined (prefix or unknown code). */
export const finderCenter = (filter: Pick<FinderFilter, 'postal_code'>) =>
  filter.postal_code?.length === 5 ? postalCodeCoordinates(filter.postal_code) : undefined;

export async function finder(db: Executor, config: AppConfig, filter: FinderFilter, page: PageRequest) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(properties.propertyType, filter.type));
  if (filter.rooms_min !== undefined) conditions.push(gte(properties.rooms, String(filter.rooms_min)));
  if (filter.area_min !== undefined) conditions.push(gte(properties.livingArea, String(filter.area_min)));
  if (filter.area_max !== undefined) conditions.push(lte(properties.livingArea, String(filter.area_max)));
  if (filter.price_max !== undefined) conditions.push(lte(properties.priceCents, Math.round(filter.price_max * 100)));
  const center = finderCenter(filter);
  // Which kind of place filter the query has (part of the statement's name below).
  let place = '-';
  if (center && filter.radius !== undefined) {
    conditions.push(withinRadiusSql(properties.latitude, properties.longitude, center, filter.radius));
    place = 'r';
  }
  // With a distance sort the postal code is the point to measure from, not a filter.
  else if (filter.postal_code && !(center && filter.sort.startsWith('distance'))) {
    conditions.push(sql`${properties.postalCode} like ${`${filter.postal_code}%`}`);
    place = 'p';
  }
  const distance = center ? distanceKmSql(properties.latitude, properties.longitude, center) : undefined;
  const where = conditions.length ? and(...conditions) : undefined;
  // Ties are broken by the id in the sort's direction, so the (column, id) indexes serve both directions.
  const order: SQL[] = {
    rooms_asc: [asc(properties.rooms), asc(properties.id)],
    rooms_desc: [desc(properties.rooms), desc(properties.id)],
    area_asc: [asc(properties.livingArea), asc(properties.id)],
    area_desc: [desc(properties.livingArea), desc(properties.id)],
    price_asc: [asc(properties.priceCents), asc(properties.id)],
    price_desc: [desc(properties.priceCents), desc(properties.id)],
    newest: [desc(properties.createdAt), desc(properties.id)],
    distance_asc: distance ? [sql`${distance} asc nulls last`, asc(properties.id)] : [desc(properties.createdAt), desc(properties.id)],
    distance_desc: distance ? [sql`${distance} desc nulls last`, asc(properties.id)] : [desc(properties.createdAt), desc(properties.id)],
  }[filter.sort];
  const { limit, offset } = pageOffset(page);
  // A radius or a distance sort reads every match anyway (the haversine of each, then the sort): the number of
  // matches comes with the page (window count). The index-order sorts stop after the page; their count is separate.
  const countsAlong = distance !== undefined && (filter.radius !== undefined || filter.sort.startsWith('distance'));
  // The page's ids first, sorted over narrow rows (id, distance); only the page's rows are read in full.
  const pageIds = db
    .select({
      id: properties.id,
      distance: (distance ?? sql<null>`null::double precision`).as('distance'),
      total: (countsAlong ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
    })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const query = db
    .select({ row: properties, distance: pageIds.distance, total: pageIds.total })
    .from(pageIds)
    .innerJoin(properties, eq(properties.id, pageIds.id))
    .orderBy(...order);
  const countQuery = () => db.select({ total: count() }).from(properties).where(where);
  // The statements' text follows from which filters are set, the place filter, the point and the sort (every value is
  // a parameter): named after those, each is parsed once per pooled connection.
  const shape = [
    ...[filter.type, filter.rooms_min, filter.area_min, filter.area_max, filter.price_max].map((value) =>
      value === undefined ? '0' : '1',
    ),
    place,
    center ? 'c' : '-',
    filter.sort,
  ].join('');
  const countRows = async () => (await countQuery().prepare(`properties_count_${shape}`).execute())[0]?.total ?? 0;
  let rows: Awaited<typeof query>;
  let total: number;
  if (countsAlong) {
    rows = await query.prepare(`properties_finder_${shape}`).execute({ limit, offset });
    // Past the last match the page is empty and carries no count.
    total = rows.length > 0 || offset === 0 ? Number(rows[0]?.total ?? 0) : await countRows();
  } else {
    const [pageRows, counted] = await Promise.all([
      query.prepare(`properties_finder_${shape}`).execute({ limit, offset }),
      cachedCount(db, JSON.stringify({ ...filter, sort: undefined }), countRows),
    ]);
    rows = pageRows;
    total = counted;
  }
  return { rows: rows.map(({ row, distance: km }) => presentCard(row, config, center ? km : undefined)), total };
}

/**
 * How long the number of matches of one filter combination is kept (`meta.total` of the index-order sorts, which
 * would otherwise count every match on every page). The app has no writer of listings (seeded only), so nothing
 * changes them in-process; a change from outside (seed, SQL) shows in the totals after at most this time.
 */
export const FINDER_COUNT_TTL_MS = 10_000;
const FINDER_COUNT_MAX_ENTRIES = 1_000;
const finderCounts = new WeakMap<Executor, Map<string, { total: Promise<number>; expires: number }>>();

/** The count of `key` (the filters) from the cache, or computed once (requests at the same time share it) and kept. */
function cachedCount(db: Executor, key: string, compute: () => Promise<number>): Promise<number> {
  let counts = finderCounts.get(db);
  if (!counts) {
    counts = new Map();
    finderCounts.set(db, counts);
  }
  const now = Date.now();
  const hit = counts.get(key);
  if (hit && hit.expires > now) return hit.total;
  if (counts.size >= FINDER_COUNT_MAX_ENTRIES) counts.clear();
  const byDb = counts;
  const total = compute().catch((error: unknown) => {
    byDb.delete(key);
    throw error;
  });
  counts.set(key, { total, expires: now + FINDER_COUNT_TTL_MS });
  return total;
}

export async function propertyBySlug(db: Executor, config: AppConfig, slug: string) {
  const [row] = await db.select().from(properties).where(eq(properties.slug, slug)).limit(1);
  if (!row) throw new NotFoundError(PROPERTY_NOT_FOUND);
  return {
    ...presentCard(row, config),
    description: row.description,
    gallery: row.images.map((image) => `${config.publicApiUrl}${image}`),
    energy: row.energy,
    provider_id: row.providerId,
  };
}

export interface AppointmentInput {
  property_id: number;
  name: string;
  email: string;
  phone: string | null;
  preferred_date: string | null;
  message: string;
}

/** A viewing request; the listing's provider gets a notification and an e-mail. */
export async function requestViewing(db: Executor, outbox: Outbox, userId: number | null, input: AppointmentInput) {
  const [property] = await db.select().from(properties).where(eq(properties.id, input.property_id)).limit(1);
  if (!property) throw new NotFoundError(PROPERTY_NOT_FOUND);
  const [row] = await db
    .insert(propertyAppointments)
    .values({
      propertyId: property.id,
      userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferredDate: input.preferred_date,
      message: input.message,
    })
    .returning({ id: propertyAppointments.id });
  await notify(db, property.providerId, {
    type: 'new_inquiry',
    title: 'Neue Besichtigungsanfrage',
    body: `${input.name} möchte „${property.title}“ besichtigen.`,
    data: { property_id: property.id },
  });
  const [provider] = await db.select({ email: users.email }).from(users).where(eq(users.id, property.providerId)).limit(1);
  if (provider)
    await outbox.sendEmail({
      to: provider.email,
      userId: property.providerId,
      subject: 'Neue Besichtigungsanfrage',
      text: `${input.name} (${input.email}${input.phone ? `, ${input.phone}` : ''}) möchte „${property.title}“ besichtigen.${input.preferred_date ? ` Wunschtermin: ${input.preferred_date}.` : ''}\n\n${input.message}`,
    });
  return { id: row?.id ?? null };
}
