import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { fromZonedTime, formatInTimeZone } from 'date-fns-tz';
import ical from 'ical-generator';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { providerAppointments, providerProfiles, storeLocations, users, type AppointmentStatus } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { Outbox } from '../outbox/public';
import { STORE_TIME_ZONE, slotFits } from './open-now';
import { openStates, publicLocation } from './service';

export const APPOINTMENT_NOT_FOUND = 'Die Terminanfrage wurde nicht gefunden.';
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: 'Angefragt',
  confirmed: 'Bestätigt',
  declined: 'Abgelehnt',
  cancelled: 'Storniert',
};
/** Allowed next states; who may take them is checked per call (confirm/decline: provider; cancel: both sides). */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
};
const MAX_DAYS_AHEAD = 180;

type AppointmentRow = typeof providerAppointments.$inferSelect;

export interface AppointmentInput {
  store_id: number;
  date: string;
  time: string;
  message?: string | null | undefined;
}

function berlinText(instant: Date): string {
  return formatInTimeZone(instant, STORE_TIME_ZONE, "dd.MM.yyyy 'um' HH:mm 'Uhr'");
}

async function details(db: Executor, rows: AppointmentRow[]) {
  if (rows.length === 0) return [];
  const locationIds = [...new Set(rows.map((row) => row.locationId))];
  const personIds = [...new Set(rows.flatMap((row) => [row.customerId, row.providerId]))];
  const [locations, people] = await Promise.all([
    db.select().from(storeLocations).where(inArray(storeLocations.id, locationIds)),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        companyName: providerProfiles.companyName,
        slug: providerProfiles.slug,
      })
      .from(users)
      .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(inArray(users.id, personIds)),
  ]);
  const locationOf = new Map(locations.map((row) => [row.id, row]));
  const personOf = new Map(people.map((row) => [row.id, row]));
  return rows.map((row) => {
    const location = locationOf.get(row.locationId);
    const customer = personOf.get(row.customerId);
    const provider = personOf.get(row.providerId);
    return {
      id: row.id,
      status: row.status,
      status_label: APPOINTMENT_STATUS_LABELS[row.status],
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      date: formatInTimeZone(row.startsAt, STORE_TIME_ZONE, 'yyyy-MM-dd'),
      time: formatInTimeZone(row.startsAt, STORE_TIME_ZONE, 'HH:mm'),
      message: row.message,
      store: location
        ? {
            id: location.id,
            title: location.title,
            street: location.street,
            street_number: location.streetNumber,
            zipcode: location.zipcode,
            city: location.city,
          }
        : null,
      provider: { id: row.providerId, company_name: provider?.companyName ?? '', slug: provider?.slug ?? null },
      customer: { id: row.customerId, name: customer ? `${customer.firstName} ${customer.lastName.slice(0, 1)}.`.trim() : '' },
      created_at: row.createdAt.toISOString(),
    };
  });
}

export type AppointmentDto = Awaited<ReturnType<typeof details>>[number];

async function one(db: Executor, row: AppointmentRow): Promise<AppointmentDto> {
  const [dto] = await details(db, [row]);
  return dto!;
}

async function emailOf(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}

/**
 * `api/provider_appointment`: a customer asks for a time at a store that takes appointments. The slot (the
 * store's slot length) must lie inside one opening shift of that day, in the future and within 180 days, not on
 * a closed day or a public holiday of the store's federal state, and not overlap a confirmed appointment there.
 */
export async function requestAppointment(
  db: Database,
  config: AppConfig,
  customerId: number,
  input: AppointmentInput,
  now = new Date(),
): Promise<AppointmentDto> {
  const location = await publicLocation(db, input.store_id);
  if (location.providerId === customerId) throw ValidationError.field('store_id', 'Sie können bei sich selbst keinen Termin anfragen.');
  if (!location.takesAppointments) throw ValidationError.field('store_id', 'Dieser Standort nimmt keine Terminanfragen an.');
  const startsAt = fromZonedTime(`${input.date}T${input.time}:00`, STORE_TIME_ZONE);
  const endsAt = new Date(startsAt.getTime() + location.appointmentSlotMinutes * 60_000);
  if (startsAt.getTime() <= now.getTime()) throw ValidationError.field('time', 'Bitte wählen Sie einen Zeitpunkt in der Zukunft.');
  if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000)
    throw ValidationError.field('date', `Termine können höchstens ${MAX_DAYS_AHEAD} Tage im Voraus angefragt werden.`);
  const setup = (await openStates(db, [location], now)).get(location.id)!;
  const fits = slotFits(
    { always_open: location.alwaysOpen, state: location.state, hours: setup.times, holidays: setup.holidays },
    input.date,
    input.time,
    location.appointmentSlotMinutes,
  );
  if (!fits.ok) throw ValidationError.field(fits.field, fits.message);
  const row = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: providerAppointments.id })
      .from(providerAppointments)
      .where(
        and(
          eq(providerAppointments.locationId, location.id),
          eq(providerAppointments.status, 'confirmed'),
          lt(providerAppointments.startsAt, endsAt),
          gt(providerAppointments.endsAt, startsAt),
        ),
      )
      .limit(1);
    if (taken) throw ValidationError.field('time', 'Zu dieser Zeit ist bereits ein Termin vergeben. Bitte wählen Sie eine andere Uhrzeit.');
    const [created] = await tx
      .insert(providerAppointments)
      .values({
        providerId: location.providerId,
        locationId: location.id,
        customerId,
        startsAt,
        endsAt,
        message: input.message ?? '',
        calendarToken: randomBytes(24).toString('base64url'),
      })
      .returning();
    const to = await emailOf(tx, location.providerId);
    if (to) {
      await new Outbox(tx, config).sendEmail({
        to,
        userId: location.providerId,
        subject: `Neue Terminanfrage für ${berlinText(startsAt)}`,
        text: [
          `Für Ihren Standort „${location.title}“ wurde ein Termin am ${berlinText(startsAt)} angefragt.`,
          input.message ? `Nachricht: ${input.message}` : '',
          'Bitte bestätigen oder lehnen Sie die Anfrage in Ihrem Anbieterbereich ab.',
        ]
          .filter(Boolean)
          .join('\n'),
      });
    }
    return created!;
  });
  return one(db, row);
}

/** `api/provider_appointments` (x-extension): a provider's incoming requests, a customer's own; newest first. */
export async function listAppointments(db: Executor, user: { id: number; role: string }): Promise<AppointmentDto[]> {
  const mine =
    user.role === 'Company'
      ? or(eq(providerAppointments.providerId, user.id), eq(providerAppointments.customerId, user.id))
      : eq(providerAppointments.customerId, user.id);
  const rows = await db.select().from(providerAppointments).where(mine).orderBy(desc(providerAppointments.startsAt)).limit(200);
  return details(db, rows);
}

async function move(
  db: Database,
  config: AppConfig,
  actor: { id: number },
  id: number,
  to: AppointmentStatus,
  reason?: string | null,
): Promise<AppointmentDto> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(providerAppointments).where(eq(providerAppointments.id, id)).for('update').limit(1);
    const isProvider = current?.providerId === actor.id;
    const isCustomer = current?.customerId === actor.id;
    // confirm and decline belong to the provider; cancel to either side. Anyone else: the request does not exist.
    if (!current || (to === 'cancelled' ? !isProvider && !isCustomer : !isProvider)) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    if (!APPOINTMENT_TRANSITIONS[current.status].includes(to)) {
      throw new ConflictError(`Die Terminanfrage ist bereits ${APPOINTMENT_STATUS_LABELS[current.status].toLowerCase()}.`);
    }
    const [moved] = await tx
      .update(providerAppointments)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(providerAppointments.id, id))
      .returning();
    const [location] = await tx.select().from(storeLocations).where(eq(storeLocations.id, current.locationId)).limit(1);
    const when = berlinText(current.startsAt);
    const place = location
      ? `„${location.title}“, ${location.street} ${location.streetNumber}, ${location.zipcode} ${location.city}`.replace(/ ,/g, ',')
      : '';
    const outbox = new Outbox(tx, config);
    const customerEmail = await emailOf(tx, current.customerId);
    const providerEmail = await emailOf(tx, current.providerId);
    if (to === 'confirmed' && customerEmail) {
      const link = `${config.publicApiUrl}/api/provider_appointment/calendar?token=${current.calendarToken}`;
      await outbox.sendEmail({
        to: customerEmail,
        userId: current.customerId,
        subject: `Ihr Termin am ${when} ist bestätigt`,
        text: [`Ihr Termin am ${when} bei ${place} ist bestätigt.`, '', `Termin für Ihren Kalender (.ics): ${link}`].join('\n'),
        links: [link],
      });
    } else if (to === 'declined' && customerEmail) {
      await outbox.sendEmail({
        to: customerEmail,
        userId: current.customerId,
        subject: `Ihre Terminanfrage für ${when} wurde abgelehnt`,
        text: [
          `Leider kann der Termin am ${when} bei ${place} nicht stattfinden.`,
          reason ? `Begründung: ${reason}` : '',
          'Sie können gern einen anderen Termin anfragen.',
        ]
          .filter(Boolean)
          .join('\n'),
      });
    } else if (to === 'cancelled') {
      const other = isProvider ? customerEmail : providerEmail;
      if (other) {
        await outbox.sendEmail({
          to: other,
          userId: isProvider ? current.customerId : current.providerId,
          subject: `Termin am ${when} storniert`,
          text: [
            `Der Termin am ${when} bei ${place} wurde ${isProvider ? 'vom Anbieter' : 'von der Kundin bzw. dem Kunden'} storniert.`,
            reason ? `Begründung: ${reason}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        });
      }
    }
    return moved!;
  });
  return one(db, row);
}

export const confirmAppointment = (db: Database, config: AppConfig, providerId: number, id: number) =>
  move(db, config, { id: providerId }, id, 'confirmed');
export const declineAppointment = (db: Database, config: AppConfig, providerId: number, id: number, reason?: string | null) =>
  move(db, config, { id: providerId }, id, 'declined', reason);
export const cancelAppointment = (db: Database, config: AppConfig, userId: number, id: number, reason?: string | null) =>
  move(db, config, { id: userId }, id, 'cancelled', reason);

/** The confirmed appointment's calendar file (`.ics`, ical-generator) for the secret link of the confirmation e-mail. */
export async function appointmentCalendar(db: Executor, token: string): Promise<string> {
  const [row] = await db.select().from(providerAppointments).where(eq(providerAppointments.calendarToken, token)).limit(1);
  if (!row || row.status !== 'confirmed') throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  const [[location], [provider]] = await Promise.all([
    db.select().from(storeLocations).where(eq(storeLocations.id, row.locationId)).limit(1),
    db
      .select({ companyName: providerProfiles.companyName })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, row.providerId))
      .limit(1),
  ]);
  const calendar = ical({ name: 'Marktplatz-Termin', prodId: { company: 'Marktplatz', product: 'Termine', language: 'DE' } });
  calendar.createEvent({
    id: `termin-${row.id}@marktplatz.example`,
    start: row.startsAt,
    end: row.endsAt,
    summary: `Termin bei ${provider?.companyName || 'Anbieter'}`,
    description: row.message ? `Ihre Nachricht: ${row.message}` : 'Termin über den Marktplatz',
    location: location ? `${location.title}, ${location.street} ${location.streetNumber}, ${location.zipcode} ${location.city}` : null,
  });
  return calendar.toString();
}
