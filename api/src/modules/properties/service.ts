import { accountUsers } from '../account/public';
import { and, asc, count as count_, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { properties, propertyAppointments, type PropertyType } from '../../db/schema/properties';
import { NotFoundError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { notify } from '../notification/public';
import type { Outbox } from '../outbox/public';
import { boundingBox, distanceKmSql, postalCodeCoordinates } from '../reference/public';
import { energyClassOf } from './energy';

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

/** What a card shows of a listing (the finder reads only these columns). */
interface CardRow {
  id: number;
  slug: string;
  title: string;
  propertyType: PropertyType;
  rooms: string;
  livingArea: string;
  priceCents: number;
  postalCode: string;
  city: string;
  image: string | null;
  /** The final energy value in kWh/(m²·a); the class is derived from it (`energyClassOf`). */
  energyValue: number | string | null;
  createdAt: Date;
}

/** One formatter for every card (`toLocaleString` with options builds a new one on each call). */
const areaFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const areaText = (value: string) => `${areaFormat.format(Number(value))} m²`;

function presentCard(row: CardRow, config: AppConfig, distance?: number | null) {
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
    image: row.image ? `${config.publicApiUrl}${row.image}` : null,
    energy_class: row.energyValue === null || row.energyValue === undefined ? null : energyClassOf(Number(row.energyValue)),
    created_at: row.createdAt.toISOString(),
    ...(distance === undefined ? {} : { distance_km: distance === null ? null : Math.round(Number(distance) * 10) / 10 }),
  };
}

/** The point of a full postal code, or undefined (prefix or unknown code). */
export const finderCenter = (filter: Pick<FinderFilter, 'postal_code'>) =>
  filter.postal_code?.length === 5 ? postalCodeCoordinates(filter.postal_code) : undefined;

/**
 * Which statement a search needs: the filters that are set, the place filter (`r` radius, `p` postal-code prefix,
 * `-` none), whether a point is given and the sort. Every value is a placeholder, so one shape is one statement.
 */
interface FinderShape {
  type: boolean;
  roomsMin: boolean;
  areaMin: boolean;
  areaMax: boolean;
  priceMax: boolean;
  place: 'r' | 'p' | '-';
  center: boolean;
  sort: PropertySort;
}

const placeholder = (name: string) => sql.placeholder(name);

/**
 * The finder's two statements of one shape: the page (the page's ids first over narrow rows, then the five listings'
 * card columns) and the number of matches (for the sorts that read the page in index order). Built once per shape and
 * database handle: building drizzle's SQL cost the API more CPU per request than PostgreSQL needs to answer it.
 */
function buildFinder(db: Executor, shape: FinderShape, name: string) {
  const conditions: SQL[] = [];
  if (shape.type) conditions.push(eq(properties.propertyType, placeholder('type')));
  if (shape.roomsMin) conditions.push(gte(properties.rooms, placeholder('roomsMin')));
  if (shape.areaMin) conditions.push(gte(properties.livingArea, placeholder('areaMin')));
  if (shape.areaMax) conditions.push(lte(properties.livingArea, placeholder('areaMax')));
  if (shape.priceMax) conditions.push(lte(properties.priceCents, placeholder('priceMax')));
  if (shape.place === 'p') conditions.push(sql`${properties.postalCode} like ${placeholder('prefix')}`);
  const point = { latitude: placeholder('lat'), longitude: placeholder('lng') };
  const distance = shape.center ? distanceKmSql(properties.latitude, properties.longitude, point) : undefined;
  // The bounding box (an index range of `properties_point_idx`); the haversine decides at its edges.
  const box = sql`${properties.latitude} between ${placeholder('minLat')}::double precision and ${placeholder('maxLat')}::double precision
    and ${properties.longitude} between ${placeholder('minLng')}::double precision and ${placeholder('maxLng')}::double precision`;
  const radius = sql`${placeholder('radius')}::double precision`;
  const filters = conditions.length ? and(...conditions) : undefined;
  const where = shape.place === 'r' && distance ? and(box, sql`${distance} <= ${radius}`, filters) : filters;
  const byDistance = shape.sort.startsWith('distance') && distance !== undefined;
  const direction = shape.sort === 'distance_desc' ? sql`desc` : sql`asc`;
  // Ties are broken by the id in the sort's direction, so the (column, id) indexes serve both directions.
  const columnOrder: SQL[] = {
    rooms_asc: [asc(properties.rooms), asc(properties.id)],
    rooms_desc: [desc(properties.rooms), desc(properties.id)],
    area_asc: [asc(properties.livingArea), asc(properties.id)],
    area_desc: [desc(properties.livingArea), desc(properties.id)],
    price_asc: [asc(properties.priceCents), asc(properties.id)],
    price_desc: [desc(properties.priceCents), desc(properties.id)],
    newest: [desc(properties.createdAt), desc(properties.id)],
    distance_asc: [desc(properties.createdAt), desc(properties.id)],
    distance_desc: [desc(properties.createdAt), desc(properties.id)],
  }[shape.sort];
  // A radius or a distance sort reads every match anyway (the haversine of each, then the sort): the number of
  // matches comes with the page (window count). The index-order sorts stop after the page; their count is separate.
  const countsAlong = distance !== undefined && (shape.place === 'r' || byDistance);
  const total = (countsAlong ? sql<number>`count(*) over ()` : sql<number>`0`).as('total');
  let pageIds;
  if (byDistance && shape.place === 'r' && distance) {
    // A radius sorted by distance: the listings in the box with their haversine computed once (`offset 0` keeps
    // PostgreSQL from merging the subquery into the outer query, which would compute it again for the filter), read
    // from the index alone; then the ones within the radius, sorted.
    const candidates = sql`(select ${properties.id} as id, ${distance} as distance from ${properties}
      where ${and(box, filters)} offset 0) candidates`;
    pageIds = db
      .select({ id: sql<number>`candidates.id`.as('listing_id'), distance: sql<number>`candidates.distance`.as('distance'), total })
      .from(candidates)
      .where(sql`candidates.distance <= ${radius}`)
      .orderBy(sql`candidates.distance ${direction} nulls last`, sql`candidates.id asc`)
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .as('page_ids');
  } else {
    pageIds = db
      .select({ id: properties.id, distance: (distance ?? sql<null>`null::double precision`).as('distance'), total })
      .from(properties)
      .where(where)
      .orderBy(...(byDistance ? [sql`distance ${direction} nulls last`, asc(properties.id)] : columnOrder))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .as('page_ids');
  }
  const outerOrder = byDistance ? [sql`${pageIds.distance} ${direction} nulls last`, asc(properties.id)] : columnOrder;
  const page = db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      propertyType: properties.propertyType,
      rooms: properties.rooms,
      livingArea: properties.livingArea,
      priceCents: properties.priceCents,
      postalCode: properties.postalCode,
      city: properties.city,
      image: sql<string | null>`${properties.images}->>0`,
      energyValue: sql<number | null>`(${properties.energy}->>'energy_value_kwh')::double precision`,
      createdAt: properties.createdAt,
      distance: pageIds.distance,
      total: pageIds.total,
    })
    .from(pageIds)
    .innerJoin(properties, eq(properties.id, pageIds.id))
    .orderBy(...outerOrder)
    .prepare(`properties_finder_${name}`);
  const count = db.select({ total: count_() }).from(properties).where(where).prepare(`properties_count_${name}`);
  return { page, count, countsAlong };
}

type FinderStatements = ReturnType<typeof buildFinder>;
const finderStatements = new WeakMap<Executor, Map<string, FinderStatements>>();

function finderStatementsFor(db: Executor, shape: FinderShape): FinderStatements {
  let byShape = finderStatements.get(db);
  if (!byShape) {
    byShape = new Map();
    finderStatements.set(db, byShape);
  }
  const name = [
    ...[shape.type, shape.roomsMin, shape.areaMin, shape.areaMax, shape.priceMax].map((set) => (set ? '1' : '0')),
    shape.place,
    shape.center ? 'c' : '-',
    shape.sort,
  ].join('');
  let statements = byShape.get(name);
  if (!statements) {
    statements = buildFinder(db, shape, name);
    byShape.set(name, statements);
  }
  return statements;
}

export async function finder(db: Executor, config: AppConfig, filter: FinderFilter, page: PageRequest) {
  const center = finderCenter(filter);
  // Which kind of place filter the search has: a radius around the point, or (not when a distance sort measures from
  // the postal code) the postal code as a prefix.
  const place =
    center && filter.radius !== undefined ? 'r' : filter.postal_code && !(center && filter.sort.startsWith('distance')) ? 'p' : '-';
  const statements = finderStatementsFor(db, {
    type: filter.type !== undefined,
    roomsMin: filter.rooms_min !== undefined,
    areaMin: filter.area_min !== undefined,
    areaMax: filter.area_max !== undefined,
    priceMax: filter.price_max !== undefined,
    place,
    center: center !== undefined,
    sort: filter.sort,
  });
  const box = center && filter.radius !== undefined ? boundingBox(center, filter.radius) : undefined;
  const { limit, offset } = pageOffset(page);
  const values = {
    type: filter.type,
    roomsMin: filter.rooms_min === undefined ? undefined : String(filter.rooms_min),
    areaMin: filter.area_min === undefined ? undefined : String(filter.area_min),
    areaMax: filter.area_max === undefined ? undefined : String(filter.area_max),
    priceMax: filter.price_max === undefined ? undefined : Math.round(filter.price_max * 100),
    prefix: `${filter.postal_code ?? ''}%`,
    lat: center?.latitude,
    lng: center?.longitude,
    minLat: box?.minLatitude,
    maxLat: box?.maxLatitude,
    minLng: box?.minLongitude,
    maxLng: box?.maxLongitude,
    radius: filter.radius,
    limit,
    offset,
  };
  const countRows = async () => (await statements.count.execute(values))[0]?.total ?? 0;
  let rows: Awaited<ReturnType<typeof statements.page.execute>>;
  let total: number;
  if (statements.countsAlong) {
    rows = await statements.page.execute(values);
    // Past the last match the page is empty and carries no count.
    total = rows.length > 0 || offset === 0 ? Number(rows[0]?.total ?? 0) : await countRows();
  } else {
    const [pageRows, counted] = await Promise.all([
      statements.page.execute(values),
      cachedCount(db, JSON.stringify({ ...filter, sort: undefined }), countRows),
    ]);
    rows = pageRows;
    total = counted;
  }
  return { rows: rows.map((row) => presentCard(row, config, center ? row.distance : undefined)), total };
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
    ...presentCard({ ...row, image: row.images[0] ?? null, energyValue: row.energy?.energy_value_kwh ?? null }, config),
    description: row.description,
    gallery: row.images.map((image) => `${config.publicApiUrl}${image}`),
    energy: row.energy ? { ...row.energy, energy_class: energyClassOf(row.energy.energy_value_kwh) } : null,
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
  const [provider] = await db
    .select({ email: accountUsers.email })
    .from(accountUsers)
    .where(eq(accountUsers.id, property.providerId))
    .limit(1);
  if (provider)
    await outbox.sendEmail({
      to: provider.email,
      userId: property.providerId,
      subject: 'Neue Besichtigungsanfrage',
      text: `${input.name} (${input.email}${input.phone ? `, ${input.phone}` : ''}) möchte „${property.title}“ besichtigen.${input.preferred_date ? ` Wunschtermin: ${input.preferred_date}.` : ''}\n\n${input.message}`,
    });
  return { id: row?.id ?? null };
}
