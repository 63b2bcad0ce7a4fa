import { sql, type SQL, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import { POSTAL_COORDINATES_DATA } from './postal-coordinates.data';

/** Federal states as two-letter codes (ISO 3166-2:DE without the prefix; the subdivisions of date-holidays). */
export const FEDERAL_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type FederalState = keyof typeof FEDERAL_STATES;

export function isFederalState(value: string): value is FederalState {
  return Object.prototype.hasOwnProperty.call(FEDERAL_STATES, value);
}

export interface PostalCoordinates {
  postal_code: string;
  latitude: number;
  longitude: number;
  /** Federal state of the place (two-letter code). */
  state: FederalState;
  /** true: no place of the code was found in the gazetteer; the point is the centroid of its postal region. */
  approximate: boolean;
}

let table: Map<string, PostalCoordinates> | undefined;

function load(): Map<string, PostalCoordinates> {
  if (table) return table;
  const map = new Map<string, PostalCoordinates>();
  for (const row of POSTAL_COORDINATES_DATA.split(';')) {
    const code = row.slice(0, 5);
    const [lat, lng, stateField] = row.slice(5).split(',') as [string, string, string];
    const approximate = stateField.endsWith('~');
    const state = (approximate ? stateField.slice(0, -1) : stateField) as FederalState;
    map.set(code, { postal_code: code, latitude: Number(lat), longitude: Number(lng), state, approximate });
  }
  table = map;
  return map;
}

/**
 * Coordinates and federal state of a German postal code; `undefined` for a code that does not exist.
 * Every existing code has a point: from its place (OpenStreetMap/GeoNames) or, flagged `approximate`, the
 * centroid of its postal region.
 */
export function postalCodeCoordinates(postalCode: string): PostalCoordinates | undefined {
  if (!/^\d{5}$/.test(postalCode)) return undefined;
  return load().get(postalCode);
}

export function postalCoordinateCount(): number {
  return load().size;
}

export const EARTH_RADIUS_KM = 6371.0088;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine), the same formula the SQL helpers use. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The smallest latitude/longitude box that holds every point within `radiusKm` of `center`. */
export function boundingBox(center: GeoPoint, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const latDelta = angular * (180 / Math.PI);
  const cosLat = Math.cos((center.latitude * Math.PI) / 180);
  // the widest longitude a point of the circle reaches (a little more than angular / cos(lat)), padded by 1e-9
  const ratio = Math.sin(angular) / cosLat;
  const lngDelta = cosLat < 1e-6 || ratio >= 1 ? 180 : (Math.asin(ratio) * 180) / Math.PI + 1e-9;
  return {
    minLatitude: center.latitude - latDelta,
    maxLatitude: center.latitude + latDelta,
    minLongitude: center.longitude - lngDelta,
    maxLongitude: center.longitude + lngDelta,
  };
}

type GeoColumn = AnyColumn | SQL;

/** A point for the SQL helpers: numbers, or SQL such as the placeholders of a statement prepared once. */
export interface GeoPointSql {
  latitude: number | SQLWrapper;
  longitude: number | SQLWrapper;
}

/** SQL expression: haversine distance in km from `center` to the row's point (NULL when the row has none). */
export function distanceKmSql(latitude: GeoColumn, longitude: GeoColumn, center: GeoPointSql): SQL<number> {
  const lat = sql`${center.latitude}::double precision`;
  const lng = sql`${center.longitude}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1::double precision, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`;
}

/**
 * SQL condition: the row's point lies within `radiusKm` of `center`. The bounding box comes first so that a
 * B-tree index on (latitude, longitude) narrows the rows; the haversine decides at the edges. Plain SQL, the
 * same on PGlite and PostgreSQL (no PostGIS).
 */
export function withinRadiusSql(latitude: GeoColumn, longitude: GeoColumn, center: GeoPoint, radiusKm: number): SQL {
  const box = boundingBox(center, radiusKm);
  return sql`(${latitude} between ${box.minLatitude}::double precision and ${box.maxLatitude}::double precision
    and ${longitude} between ${box.minLongitude}::double precision and ${box.maxLongitude}::double precision
    and ${distanceKmSql(latitude, longitude, center)} <= ${radiusKm}::double precision)`;
}
