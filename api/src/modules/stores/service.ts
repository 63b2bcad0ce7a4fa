import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { providerPages, storeHolidays, storeLocations, storeLocationTimes, type TimeKind } from '../../db/schema/stores';
import { NotFoundError, ValidationError, type FieldErrors } from '../../http/errors';
import { countedPage } from '../../http/pagination';
import { postalCodeCoordinates, isFederalState } from '../reference/public';
import { assertWithinLimit } from '../billing/public';
import { resolveProviderSlug, accountProviderProfiles, accountUsers } from '../account/public';
import { berlinClock, minutesOf, openState, type ClosedRange, type DayHours, type OpenState } from '../../lib/opening-hours';
import { lockSearchPoints, refreshStoreSearchPoints } from './search-points';

export const LOCATION_NOT_FOUND = 'Der Standort wurde nicht gefunden.';
export const HOLIDAY_NOT_FOUND = 'Der Schließtag wurde nicht gefunden.';
export const PROVIDER_NOT_FOUND = 'Der Anbieter wurde nicht gefunden.';
export const TIME_FORMAT = 'Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.';
export const UNTIL_BEFORE_FROM = 'Das Ende muss nach dem Beginn liegen.';
export const SHIFTS_OVERLAP = 'Die zweite Schicht überschneidet sich mit der ersten.';
export const SHIFT_INCOMPLETE = 'Bitte geben Sie Beginn und Ende an.';
export const RANGE_ENDS_BEFORE_START = 'Das Enddatum darf nicht vor dem Startdatum liegen.';
export const POSTAL_CODE_UNKNOWN = 'Diese Postleitzahl ist uns nicht bekannt.';
export const STATE_UNKNOWN = 'Bitte wählen Sie ein Bundesland.';

export type LocationRow = typeof storeLocations.$inferSelect;
type TimeRow = typeof storeLocationTimes.$inferSelect;

export interface LocationDto {
  id: number;
  title: string;
  street: string;
  street_number: string;
  zipcode: string;
  city: string;
  state: string;
  email: string | null;
  calling_code: string | null;
  mobile_number: string | null;
  latitude: number | null;
  longitude: number | null;
  coordinate_source: string;
  is_default: boolean;
  always_open: boolean;
  takes_appointments: boolean;
  appointment_slot_minutes: number;
}

export function locationDto(row: LocationRow): LocationDto {
  return {
    id: row.id,
    title: row.title,
    street: row.street,
    street_number: row.streetNumber,
    zipcode: row.zipcode,
    city: row.city,
    state: row.state,
    email: row.email,
    calling_code: row.callingCode,
    mobile_number: row.mobileNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    coordinate_source: row.coordinateSource,
    is_default: row.isDefault,
    always_open: row.alwaysOpen,
    takes_appointments: row.takesAppointments,
    appointment_slot_minutes: row.appointmentSlotMinutes,
  };
}

export interface LocationInput {
  title: string;
  street?: string | undefined;
  street_number?: string | undefined;
  zipcode: string;
  city?: string | undefined;
  state?: string | undefined;
  email?: string | null | undefined;
  calling_code?: string | null | undefined;
  mobile_number?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

function placeOf(input: LocationInput) {
  const point = postalCodeCoordinates(input.zipcode);
  const errors: FieldErrors = {};
  if (!point) errors.zipcode = [POSTAL_CODE_UNKNOWN];
  const state = input.state && isFederalState(input.state) ? input.state : point?.state;
  if (input.state && !isFederalState(input.state)) errors.state = [STATE_UNKNOWN];
  if (Object.keys(errors).length > 0 || !point || !state) throw new ValidationError(errors);
  const pinned = input.latitude != null && input.longitude != null;
  return {
    state,
    latitude: pinned ? input.latitude! : point.latitude,
    longitude: pinned ? input.longitude! : point.longitude,
    coordinateSource: pinned ? ('pin' as const) : ('postal_code' as const),
  };
}

/** The location's own fields from the form (coordinates come from `placeOf`). */
function locationColumns(input: LocationInput) {
  return {
    title: input.title,
    street: input.street ?? '',
    streetNumber: input.street_number ?? '',
    zipcode: input.zipcode,
    city: input.city ?? '',
    email: input.email ?? null,
    callingCode: input.calling_code ?? null,
    mobileNumber: input.mobile_number ?? null,
  };
}

/** The location of this provider, else 404 (another provider's location is not revealed). */
export async function ownLocation(db: Executor, providerId: number, id: number): Promise<LocationRow> {
  const [row] = await db
    .select()
    .from(storeLocations)
    .where(and(eq(storeLocations.id, id), eq(storeLocations.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(LOCATION_NOT_FOUND);
  return row;
}

export async function listLocations(db: Executor, providerId: number, page: number, perPage: number) {
  const where = eq(storeLocations.providerId, providerId);
  const { rows, total } = await countedPage(
    { page, perPage },
    () => db.select({ total: count() }).from(storeLocations).where(where),
    db.select().from(storeLocations).where(where).orderBy(desc(storeLocations.isDefault), asc(storeLocations.id)).$dynamic(),
  );
  return { rows: rows.map(locationDto), total };
}

export async function createLocation(db: Database, providerId: number, input: LocationInput): Promise<LocationDto> {
  const place = placeOf(input);
  return db.transaction(async (tx) => {
    const locationCount = async () => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(storeLocations).where(eq(storeLocations.providerId, providerId));
      return Number(n);
    };
    // The package's number of store locations (422 naming the limit and `/account/packages`); the check holds the
    // provider's store-limit lock until the location is in.
    await assertWithinLimit(tx, providerId, 'store_locations', locationCount, 'store_location');
    await lockSearchPoints(tx, providerId);
    const n = await locationCount();
    const [row] = await tx
      .insert(storeLocations)
      .values({ providerId, ...locationColumns(input), isDefault: Number(n) === 0, ...place })
      .returning();
    await refreshStoreSearchPoints(tx, row!.id);
    return locationDto(row!);
  });
}

export async function updateLocation(db: Executor, providerId: number, id: number, input: LocationInput): Promise<LocationDto> {
  await ownLocation(db, providerId, id);
  const place = placeOf(input);
  return db.transaction(async (tx) => {
    await lockSearchPoints(tx, providerId);
    const [row] = await tx
      .update(storeLocations)
      .set({ ...locationColumns(input), ...place, updatedAt: new Date() })
      .where(and(eq(storeLocations.id, id), eq(storeLocations.providerId, providerId)))
      .returning();
    if (!row) throw new NotFoundError(LOCATION_NOT_FOUND);
    await refreshStoreSearchPoints(tx, row.id);
    return locationDto(row);
  });
}

export async function deleteLocation(db: Database, providerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownLocation(tx, providerId, id);
    await tx.delete(storeLocations).where(eq(storeLocations.id, id));
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: storeLocations.id })
        .from(storeLocations)
        .where(eq(storeLocations.providerId, providerId))
        .orderBy(asc(storeLocations.id))
        .limit(1);
      if (next) await tx.update(storeLocations).set({ isDefault: true }).where(eq(storeLocations.id, next.id));
    }
  });
}

/** Exactly one default per provider: the partial unique index refuses a second; the provider's rows are locked. */
export async function setDefaultLocation(db: Database, providerId: number, id: number): Promise<LocationDto> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from store_locations where provider_id = ${providerId} for update`);
    await ownLocation(tx, providerId, id);
    await tx
      .update(storeLocations)
      .set({ isDefault: false })
      .where(and(eq(storeLocations.providerId, providerId), ne(storeLocations.id, id)));
    const [row] = await tx.update(storeLocations).set({ isDefault: true }).where(eq(storeLocations.id, id)).returning();
    return locationDto(row!);
  });
}

export async function setAlwaysOpen(db: Executor, providerId: number, id: number, alwaysOpen: boolean): Promise<LocationDto> {
  await ownLocation(db, providerId, id);
  const [row] = await db.update(storeLocations).set({ alwaysOpen, updatedAt: new Date() }).where(eq(storeLocations.id, id)).returning();
  return locationDto(row!);
}

export async function setAppointments(
  db: Executor,
  providerId: number,
  id: number,
  takes: boolean,
  slotMinutes: number,
): Promise<LocationDto> {
  await ownLocation(db, providerId, id);
  const [row] = await db
    .update(storeLocations)
    .set({ takesAppointments: takes, appointmentSlotMinutes: slotMinutes, updatedAt: new Date() })
    .where(eq(storeLocations.id, id))
    .returning();
  return locationDto(row!);
}

// --- weekly times ---------------------------------------------------------------------------------------

export interface TimesInput {
  days: number;
  from_time?: string | null | undefined;
  untill_time?: string | null | undefined;
  after_from_time?: string | null | undefined;
  after_untill_time?: string | null | undefined;
  status: boolean;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function timesDto(row: TimeRow | undefined, day: number): DayHours {
  return {
    day,
    from_time: row?.fromTime ?? null,
    untill_time: row?.untillTime ?? null,
    after_from_time: row?.afterFromTime ?? null,
    after_untill_time: row?.afterUntillTime ?? null,
    status: row?.status ?? false,
  };
}

/**
 * Checks a week of times. Errors are keyed `times.<index>.<field>` so the form marks the field; rows without
 * an error are saved all the same (the rest of the week is kept).
 */
export function validateWeek(times: readonly TimesInput[]): { errors: FieldErrors; valid: TimesInput[] } {
  const errors: FieldErrors = {};
  const valid: TimesInput[] = [];
  times.forEach((entry, index) => {
    const key = (field: string) => `times.${index}.${field}`;
    const before = Object.keys(errors).length;
    const add = (field: string, message: string) => {
      (errors[key(field)] ??= []).push(message);
    };
    for (const field of ['from_time', 'untill_time', 'after_from_time', 'after_untill_time'] as const) {
      const value = entry[field];
      if (value != null && value !== '' && !TIME.test(value)) add(field, TIME_FORMAT);
    }
    if (Object.keys(errors).length === before && entry.status) {
      const pairs = [
        ['from_time', 'untill_time'],
        ['after_from_time', 'after_untill_time'],
      ] as const;
      const shifts: { start: number; end: number }[] = [];
      pairs.forEach(([fromField, untilField], pairIndex) => {
        const from = entry[fromField] || null;
        const until = entry[untilField] || null;
        if (!from && !until) {
          if (pairIndex === 0) add(fromField, SHIFT_INCOMPLETE);
          return;
        }
        if (!from || !until) {
          add(from ? untilField : fromField, SHIFT_INCOMPLETE);
          return;
        }
        const start = minutesOf(from);
        let end = minutesOf(until);
        if (end === start) {
          add(untilField, UNTIL_BEFORE_FROM);
          return;
        }
        // an end before the start is accepted only for the last shift of the day (it runs past midnight)
        const isLast = pairIndex === 1 || !(entry.after_from_time || entry.after_untill_time);
        if (end < start) {
          if (!isLast) {
            add(untilField, UNTIL_BEFORE_FROM);
            return;
          }
          end += 1440;
        }
        shifts.push({ start, end });
      });
      const [first, second] = shifts;
      if (first && second && second.start < first.end && first.start < second.end) add('after_from_time', SHIFTS_OVERLAP);
    }
    if (Object.keys(errors).length === before) valid.push(entry);
  });
  return { errors, valid };
}

export async function getTimes(db: Executor, providerId: number, locationId: number, kind: TimeKind): Promise<DayHours[]> {
  await ownLocation(db, providerId, locationId);
  return readWeek(db, locationId, kind);
}

/** The weekly hours of a location of either kind, without an owner check (the food area reads its delivery hours). */
export async function locationHours(db: Executor, locationId: number, kind: TimeKind): Promise<DayHours[]> {
  return readWeek(db, locationId, kind);
}

async function readWeek(db: Executor, locationId: number, kind: TimeKind): Promise<DayHours[]> {
  const rows = await db
    .select()
    .from(storeLocationTimes)
    .where(and(eq(storeLocationTimes.locationId, locationId), eq(storeLocationTimes.kind, kind)));
  const byDay = new Map(rows.map((row) => [row.days, row]));
  return [1, 2, 3, 4, 5, 6, 7].map((day) => timesDto(byDay.get(day), day));
}

/** Saves the valid days; answers 422 with the field errors of the others (which keep their old hours). */
export async function saveTimes(
  db: Database,
  providerId: number,
  locationId: number,
  kind: TimeKind,
  times: readonly TimesInput[],
): Promise<DayHours[]> {
  await ownLocation(db, providerId, locationId);
  const { errors, valid } = validateWeek(times);
  await db.transaction(async (tx) => {
    for (const entry of valid) {
      const values = {
        fromTime: entry.from_time || null,
        untillTime: entry.untill_time || null,
        afterFromTime: entry.after_from_time || null,
        afterUntillTime: entry.after_untill_time || null,
        status: entry.status,
      };
      await tx
        .insert(storeLocationTimes)
        .values({ locationId, kind, days: entry.days, ...values })
        .onConflictDoUpdate({ target: [storeLocationTimes.locationId, storeLocationTimes.kind, storeLocationTimes.days], set: values });
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return readWeek(db, locationId, kind);
}

// --- holidays -------------------------------------------------------------------------------------------

export interface HolidayInput {
  start_date: string;
  end_date?: string | null | undefined;
  title?: string | undefined;
}

export interface HolidayDto {
  id: number;
  start_date: string;
  end_date: string;
  title: string;
}

export async function listHolidays(db: Executor, locationId: number, kind: TimeKind, fromDate?: string): Promise<HolidayDto[]> {
  const rows = await db
    .select()
    .from(storeHolidays)
    .where(
      and(
        eq(storeHolidays.locationId, locationId),
        eq(storeHolidays.kind, kind),
        fromDate ? gte(storeHolidays.endDate, fromDate) : undefined,
      ),
    )
    .orderBy(asc(storeHolidays.startDate));
  return rows.map((row) => ({ id: row.id, start_date: row.startDate, end_date: row.endDate, title: row.title }));
}

export async function getHolidays(db: Executor, providerId: number, locationId: number, kind: TimeKind): Promise<HolidayDto[]> {
  await ownLocation(db, providerId, locationId);
  return listHolidays(db, locationId, kind);
}

export async function addHoliday(
  db: Executor,
  providerId: number,
  locationId: number,
  kind: TimeKind,
  input: HolidayInput,
): Promise<HolidayDto[]> {
  await ownLocation(db, providerId, locationId);
  const end = input.end_date || input.start_date;
  if (end < input.start_date) throw ValidationError.field('end_date', RANGE_ENDS_BEFORE_START);
  await db.insert(storeHolidays).values({ locationId, kind, startDate: input.start_date, endDate: end, title: input.title ?? '' });
  return listHolidays(db, locationId, kind);
}

export async function deleteHoliday(db: Executor, providerId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: storeHolidays.id })
    .from(storeHolidays)
    .innerJoin(storeLocations, eq(storeLocations.id, storeHolidays.locationId))
    .where(and(eq(storeHolidays.id, id), eq(storeLocations.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(HOLIDAY_NOT_FOUND);
  await db.delete(storeHolidays).where(eq(storeHolidays.id, id));
}

// --- public reads and open-now -----------------------------------------------------------------------------

export interface PublicLocationDto extends LocationDto {
  times: DayHours[];
  holidays: HolidayDto[];
  state_now: OpenState;
}

/** Open-now of many locations with two queries (times and upcoming holidays of all of them). */
export async function openStates(
  db: Executor,
  rows: readonly LocationRow[],
  now = new Date(),
): Promise<Map<number, { times: DayHours[]; holidays: HolidayDto[]; state: OpenState }>> {
  const ids = rows.map((row) => row.id);
  const result = new Map<number, { times: DayHours[]; holidays: HolidayDto[]; state: OpenState }>();
  if (ids.length === 0) return result;
  const yesterday = new Date(now.getTime() - 36 * 3600 * 1000);
  const since = berlinClock(yesterday).date;
  const [timeRows, holidayRows] = await Promise.all([
    db
      .select()
      .from(storeLocationTimes)
      .where(and(inArray(storeLocationTimes.locationId, ids), eq(storeLocationTimes.kind, 'opening'))),
    db
      .select()
      .from(storeHolidays)
      .where(and(inArray(storeHolidays.locationId, ids), eq(storeHolidays.kind, 'opening'), gte(storeHolidays.endDate, since)))
      .orderBy(asc(storeHolidays.startDate)),
  ]);
  for (const row of rows) {
    const byDay = new Map(timeRows.filter((time) => time.locationId === row.id).map((time) => [time.days, time]));
    const times = [1, 2, 3, 4, 5, 6, 7].map((day) => timesDto(byDay.get(day), day));
    const holidays = holidayRows
      .filter((holiday) => holiday.locationId === row.id)
      .map((holiday) => ({ id: holiday.id, start_date: holiday.startDate, end_date: holiday.endDate, title: holiday.title }));
    const ranges: ClosedRange[] = holidays;
    const state = openState({ always_open: row.alwaysOpen, state: row.state, hours: times, holidays: ranges }, now);
    result.set(row.id, { times, holidays, state });
  }
  return result;
}

/** A visible provider by its slug (or an old form of it). */
export async function publicProvider(db: Executor, slug: string) {
  const resolved = await resolveProviderSlug(db, slug);
  if (!resolved) throw new NotFoundError(PROVIDER_NOT_FOUND);
  const [row] = await db
    .select({
      id: accountUsers.id,
      showProfile: accountProviderProfiles.showProfile,
      deletedAt: accountUsers.deletedAt,
      withdrawn: sql<boolean>`exists (select 1 from ${providerPages} w where w.provider_id = ${accountUsers.id} and w.withdrawn_at is not null)`,
    })
    .from(accountUsers)
    .innerJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(eq(accountUsers.id, resolved.userId))
    .limit(1);
  if (!row || row.deletedAt || !row.showProfile || row.withdrawn) throw new NotFoundError(PROVIDER_NOT_FOUND);
  return resolved;
}

export async function publicLocations(db: Executor, providerId: number, now = new Date()): Promise<PublicLocationDto[]> {
  const rows = await db
    .select()
    .from(storeLocations)
    .where(eq(storeLocations.providerId, providerId))
    .orderBy(desc(storeLocations.isDefault), asc(storeLocations.id));
  const states = await openStates(db, rows, now);
  return rows.map((row) => {
    const extra = states.get(row.id)!;
    return { ...locationDto(row), times: extra.times, holidays: extra.holidays, state_now: extra.state };
  });
}

/** Public read of one location's times or holidays by its id (no owner check: the data is on the public page). */
export async function publicLocation(db: Executor, id: number): Promise<LocationRow> {
  const [row] = await db
    .select({ location: storeLocations })
    .from(storeLocations)
    .innerJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, storeLocations.providerId))
    .where(and(eq(storeLocations.id, id), eq(accountProviderProfiles.showProfile, true)))
    .limit(1);
  if (!row) throw new NotFoundError(LOCATION_NOT_FOUND);
  return row.location;
}
