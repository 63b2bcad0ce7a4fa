import { accountPeople, accountProviderProfiles, accountUsers } from '../account/public';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { fromZonedTime, formatInTimeZone } from 'date-fns-tz';
import ical from 'ical-generator';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { providerAppointments, storeLocations, type AppointmentStatus } from '../../db/schema/stores';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { Outbox } from '../outbox/public';
import { STORE_TIME_ZONE, addDays, berlinClock, daySlots, slotFits, type DaySlots } from '../../lib/opening-hours';
import { openStates, publicLocation } from './service';

export const APPOINTMENT_NOT_FOUND = 'Die Terminanfrage wurde nicht gefunden.';
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: 'Angefragt',
  proposed: 'Neuer Vorschlag',
  confirmed: 'Bestätigt',
  declined: 'Abgelehnt',
  cancelled: 'Storniert',
};
/**
 * Allowed next states; who may take them is checked per call (a request: the provider confirms, declines or
 * proposes; a proposal: the customer accepts or declines; cancel: both sides).
 */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled', 'proposed'],
  proposed: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
};
const MAX_DAYS_AHEAD = 180;
export const SLOT_TAKEN = 'Dieser Termin ist leider schon vergeben. Bitte wählen Sie eine andere Uhrzeit.';
/** Statuses whose time is held: an open request and a confirmed appointment (a proposal holds its proposed time). */
const HOLDING: AppointmentStatus[] = ['requested', 'confirmed'];

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
  const [locations, personOf] = await Promise.all([
    db.select().from(storeLocations).where(inArray(storeLocations.id, locationIds)),
    accountPeople(db, personIds),
  ]);
  const locationOf = new Map(locations.map((row) => [row.id, row]));
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
      proposed_starts_at: row.proposedStartsAt?.toISOString() ?? null,
      proposed_date: row.proposedStartsAt ? formatInTimeZone(row.proposedStartsAt, STORE_TIME_ZONE, 'yyyy-MM-dd') : null,
      proposed_time: row.proposedStartsAt ? formatInTimeZone(row.proposedStartsAt, STORE_TIME_ZONE, 'HH:mm') : null,
      /** The `.ics` of a confirmed appointment for both sides: `GET api/provider_appointment/ics?id=`. */
      has_calendar: row.status === 'confirmed',
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
  const [row] = await db.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, userId)).limit(1);
  return row?.email;
}

type LocationRow = Awaited<ReturnType<typeof publicLocation>>;

const berlinInstant = (date: string, time: string) => fromZonedTime(`${date}T${time}:00`, STORE_TIME_ZONE);

/** Appointments of a store that hold time overlapping `[from, to)`: open requests, confirmed ones, proposed times. */
function holdingOverlap(locationId: number, from: Date, to: Date, exceptId?: number): SQL {
  return and(
    eq(providerAppointments.locationId, locationId),
    exceptId === undefined ? undefined : ne(providerAppointments.id, exceptId),
    or(
      and(inArray(providerAppointments.status, HOLDING), lt(providerAppointments.startsAt, to), gt(providerAppointments.endsAt, from)),
      and(
        eq(providerAppointments.status, 'proposed'),
        lt(providerAppointments.proposedStartsAt, to),
        gt(providerAppointments.proposedEndsAt, from),
      ),
    ),
  )!;
}

/**
 * A slot at `location` on a Berlin `date` and `time`: in the future, at most 180 days ahead, inside one opening
 * shift of that day, not on a closed day or public holiday (422 on the field otherwise).
 */
async function checkedSlot(db: Executor, location: LocationRow, date: string, time: string, now: Date) {
  const startsAt = berlinInstant(date, time);
  const endsAt = new Date(startsAt.getTime() + location.appointmentSlotMinutes * 60_000);
  if (startsAt.getTime() <= now.getTime()) throw ValidationError.field('time', 'Bitte wählen Sie einen Zeitpunkt in der Zukunft.');
  if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000)
    throw ValidationError.field('date', `Termine können höchstens ${MAX_DAYS_AHEAD} Tage im Voraus angefragt werden.`);
  const setup = (await openStates(db, [location], now)).get(location.id)!;
  const fits = slotFits(
    { always_open: location.alwaysOpen, state: location.state, hours: setup.times, holidays: setup.holidays },
    date,
    time,
    location.appointmentSlotMinutes,
  );
  if (!fits.ok) throw ValidationError.field(fits.field, fits.message);
  return { startsAt, endsAt };
}

/**
 * Inside a transaction: locks the store's row (two bookings of one store wait for each other) and refuses a time
 * another open request, confirmed appointment or proposal holds — 409, so of two customers booking the same slot
 * at once one wins and the other is told it is taken.
 */
async function claimSlot(tx: Executor, locationId: number, from: Date, to: Date, exceptId?: number): Promise<void> {
  await tx.select({ id: storeLocations.id }).from(storeLocations).where(eq(storeLocations.id, locationId)).for('update');
  const [taken] = await tx
    .select({ id: providerAppointments.id })
    .from(providerAppointments)
    .where(holdingOverlap(locationId, from, to, exceptId))
    .limit(1);
  if (taken) throw new ConflictError(SLOT_TAKEN);
}

/**
 * `api/provider_appointment/slots` (x-extension): the free slots of a store on a Berlin calendar day — from its
 * opening shifts (split shifts, always open), not on closed days or public holidays, every slot length from the
 * start of a shift, without the past and without times held by a request, a confirmed appointment or a proposal.
 */
export async function freeSlots(
  db: Executor,
  storeId: number,
  date: string,
  now = new Date(),
): Promise<{
  date: string;
  slot_minutes: number;
  closed_reason: string | null;
  slots: { time: string; starts_at: string; ends_at: string }[];
}> {
  const location = await publicLocation(db, storeId);
  if (!location.takesAppointments) throw ValidationError.field('store_id', 'Dieser Standort nimmt keine Terminanfragen an.');
  const today = berlinClock(now).date;
  const minutes = location.appointmentSlotMinutes;
  const base = { date, slot_minutes: minutes };
  if (date < today) return { ...base, closed_reason: 'Dieser Tag liegt in der Vergangenheit.', slots: [] };
  if (date > addDays(today, MAX_DAYS_AHEAD))
    return { ...base, closed_reason: `Termine können höchstens ${MAX_DAYS_AHEAD} Tage im Voraus angefragt werden.`, slots: [] };
  const dayStart = berlinInstant(date, '00:00');
  const dayEnd = berlinInstant(addDays(date, 1), '23:59');
  const [setup, held] = await Promise.all([
    openStates(db, [location], now).then((states) => states.get(location.id)!),
    db
      .select({
        status: providerAppointments.status,
        startsAt: providerAppointments.startsAt,
        endsAt: providerAppointments.endsAt,
        proposedStartsAt: providerAppointments.proposedStartsAt,
        proposedEndsAt: providerAppointments.proposedEndsAt,
      })
      .from(providerAppointments)
      .where(holdingOverlap(location.id, new Date(dayStart.getTime() - 86_400_000), dayEnd)),
  ]);
  const busy = held.map((row) =>
    row.status === 'proposed'
      ? { starts_at: row.proposedStartsAt!, ends_at: row.proposedEndsAt! }
      : { starts_at: row.startsAt, ends_at: row.endsAt },
  );
  const day: DaySlots = daySlots(
    { always_open: location.alwaysOpen, state: location.state, hours: setup.times, holidays: setup.holidays },
    date,
    minutes,
    busy,
    now,
    berlinInstant,
  );
  const latest = now.getTime() + MAX_DAYS_AHEAD * 86_400_000;
  return {
    ...base,
    closed_reason: day.closed_reason,
    slots: day.slots
      .filter((slot) => slot.starts_at.getTime() <= latest)
      .map((slot) => ({ time: slot.time, starts_at: slot.starts_at.toISOString(), ends_at: slot.ends_at.toISOString() })),
  };
}

/**
 * `api/provider_appointment`: a customer asks for a time at a store that takes appointments. The slot (the
 * store's slot length) must lie inside one opening shift of that day, in the future and within 180 days, not on
 * a closed day or a public holiday of the store's federal state (422), and not overlap a time held by another
 * request, a confirmed appointment or a proposal there (409).
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
  const { startsAt, endsAt } = await checkedSlot(db, location, input.date, input.time, now);
  const row = await db.transaction(async (tx) => {
    await claimSlot(tx, location.id, startsAt, endsAt);
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
      const link = `${config.publicWebUrl}/stores/appointments`;
      await new Outbox(tx, config).sendEmail({
        to,
        userId: location.providerId,
        subject: `Neue Terminanfrage für ${berlinText(startsAt)}`,
        text: [
          `Für Ihren Standort „${location.title}“ wurde ein Termin am ${berlinText(startsAt)} angefragt.`,
          input.message ? `Nachricht: ${input.message}` : '',
          `Bitte bestätigen Sie die Anfrage, schlagen Sie eine andere Zeit vor oder lehnen Sie sie ab: ${link}`,
        ]
          .filter(Boolean)
          .join('\n'),
        links: [link],
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

type Step = 'confirm' | 'decline' | 'propose' | 'accept' | 'reject' | 'cancel';
const STEP_TARGET: Record<Step, AppointmentStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  propose: 'proposed',
  accept: 'confirmed',
  reject: 'declined',
  cancel: 'cancelled',
};
/** Who takes a step and from which state: the provider answers a request, the customer answers a proposal. */
const STEP_RULES: Record<Step, { by: 'provider' | 'customer' | 'either'; from: readonly AppointmentStatus[] }> = {
  confirm: { by: 'provider', from: ['requested'] },
  decline: { by: 'provider', from: ['requested'] },
  propose: { by: 'provider', from: ['requested'] },
  accept: { by: 'customer', from: ['proposed'] },
  reject: { by: 'customer', from: ['proposed'] },
  cancel: { by: 'either', from: ['requested', 'proposed', 'confirmed'] },
};

async function move(
  db: Database,
  config: AppConfig,
  actor: { id: number },
  id: number,
  step: Step,
  options: { reason?: string | null; date?: string; time?: string; now?: Date } = {},
): Promise<AppointmentDto> {
  const to = STEP_TARGET[step];
  const rule = STEP_RULES[step];
  const now = options.now ?? new Date();
  // the proposed time is checked against the opening hours before the transaction (reads only)
  let proposal: { startsAt: Date; endsAt: Date } | null = null;
  if (step === 'propose') {
    const [found] = await db.select().from(providerAppointments).where(eq(providerAppointments.id, id)).limit(1);
    if (!found || found.providerId !== actor.id) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    const location = await publicLocation(db, found.locationId);
    proposal = await checkedSlot(db, location, options.date!, options.time!, now);
  }
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(providerAppointments).where(eq(providerAppointments.id, id)).for('update').limit(1);
    const isProvider = current?.providerId === actor.id;
    const isCustomer = current?.customerId === actor.id;
    const allowed = rule.by === 'provider' ? isProvider : rule.by === 'customer' ? isCustomer : isProvider || isCustomer;
    // Anyone but the side whose step it is: the request does not exist for them.
    if (!current || !allowed) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    if (!rule.from.includes(current.status) || !APPOINTMENT_TRANSITIONS[current.status].includes(to)) {
      throw new ConflictError(`Die Terminanfrage ist bereits ${APPOINTMENT_STATUS_LABELS[current.status].toLowerCase()}.`);
    }
    let changes: Partial<typeof providerAppointments.$inferInsert> = { status: to, updatedAt: new Date() };
    if (step === 'propose') {
      await claimSlot(tx, current.locationId, proposal!.startsAt, proposal!.endsAt, current.id);
      changes = { ...changes, proposedStartsAt: proposal!.startsAt, proposedEndsAt: proposal!.endsAt };
    } else if (step === 'accept') {
      if (current.proposedStartsAt!.getTime() <= now.getTime()) {
        throw new ConflictError('Der vorgeschlagene Termin liegt bereits in der Vergangenheit. Bitte fragen Sie einen neuen Termin an.');
      }
      changes = {
        ...changes,
        startsAt: current.proposedStartsAt!,
        endsAt: current.proposedEndsAt!,
        proposedStartsAt: null,
        proposedEndsAt: null,
      };
    } else if (current.status === 'proposed') {
      changes = { ...changes, proposedStartsAt: null, proposedEndsAt: null };
    }
    const [moved] = await tx.update(providerAppointments).set(changes).where(eq(providerAppointments.id, id)).returning();
    const [location] = await tx.select().from(storeLocations).where(eq(storeLocations.id, current.locationId)).limit(1);
    const when = berlinText(moved!.startsAt);
    const place = location
      ? `„${location.title}“, ${location.street} ${location.streetNumber}, ${location.zipcode} ${location.city}`.replace(/ ,/g, ',')
      : '';
    const outbox = new Outbox(tx, config);
    const customerEmail = await emailOf(tx, current.customerId);
    const providerEmail = await emailOf(tx, current.providerId);
    const accountLink = `${config.publicWebUrl}/stores/appointments`;
    const calendarLink = `${config.publicApiUrl}/api/provider_appointment/calendar?token=${current.calendarToken}`;
    if (to === 'confirmed' && customerEmail) {
      await outbox.sendEmail({
        to: customerEmail,
        userId: current.customerId,
        subject: `Ihr Termin am ${when} ist bestätigt`,
        text: [
          `Ihr Termin am ${when} bei ${place} ist bestätigt.`,
          '',
          `Termin für Ihren Kalender (.ics): ${calendarLink}`,
          `Ihre Termine: ${accountLink}`,
        ].join('\n'),
        links: [calendarLink, accountLink],
      });
    }
    if (step === 'accept' && providerEmail) {
      await outbox.sendEmail({
        to: providerEmail,
        userId: current.providerId,
        subject: `Terminvorschlag angenommen: ${when}`,
        text: [
          `Ihr Vorschlag für den Termin am ${when} bei ${place} wurde angenommen. Der Termin ist bestätigt.`,
          '',
          `Die Kalenderdatei (.ics) laden Sie unter „Terminanfragen“ herunter: ${accountLink}`,
        ].join('\n'),
        links: [accountLink],
      });
    } else if (step === 'propose' && customerEmail) {
      const proposed = berlinText(proposal!.startsAt);
      await outbox.sendEmail({
        to: customerEmail,
        userId: current.customerId,
        subject: `Neuer Terminvorschlag: ${proposed}`,
        text: [
          `Für Ihre Anfrage am ${when} bei ${place} schlägt der Anbieter einen anderen Termin vor: ${proposed}.`,
          options.reason ? `Nachricht des Anbieters: ${options.reason}` : '',
          `Bitte nehmen Sie den Vorschlag unter „Meine Termine“ an oder lehnen Sie ihn ab: ${accountLink}`,
        ]
          .filter(Boolean)
          .join('\n'),
        links: [accountLink],
      });
    } else if (step === 'reject' && providerEmail) {
      await outbox.sendEmail({
        to: providerEmail,
        userId: current.providerId,
        subject: `Terminvorschlag abgelehnt`,
        text: [
          `Ihr Vorschlag ${berlinText(current.proposedStartsAt!)} für die Anfrage am ${when} bei ${place} wurde abgelehnt.`,
          options.reason ? `Begründung: ${options.reason}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      });
    } else if (step === 'decline' && customerEmail) {
      await outbox.sendEmail({
        to: customerEmail,
        userId: current.customerId,
        subject: `Ihre Terminanfrage für ${when} wurde abgelehnt`,
        text: [
          `Leider kann der Termin am ${when} bei ${place} nicht stattfinden.`,
          options.reason ? `Begründung: ${options.reason}` : '',
          'Sie können gern einen anderen Termin anfragen.',
        ]
          .filter(Boolean)
          .join('\n'),
      });
    } else if (step === 'cancel') {
      const other = isProvider ? customerEmail : providerEmail;
      if (other) {
        await outbox.sendEmail({
          to: other,
          userId: isProvider ? current.customerId : current.providerId,
          subject: `Termin am ${when} storniert`,
          text: [
            `Der Termin am ${when} bei ${place} wurde ${isProvider ? 'vom Anbieter' : 'von der Kundin bzw. dem Kunden'} storniert.`,
            options.reason ? `Begründung: ${options.reason}` : '',
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
  move(db, config, { id: providerId }, id, 'confirm');
export const declineAppointment = (db: Database, config: AppConfig, providerId: number, id: number, reason?: string | null) =>
  move(db, config, { id: providerId }, id, 'decline', { reason });
export const cancelAppointment = (db: Database, config: AppConfig, userId: number, id: number, reason?: string | null) =>
  move(db, config, { id: userId }, id, 'cancel', { reason });
/** The provider proposes another free slot for a request; the customer accepts or declines it. */
export const proposeAppointment = (
  db: Database,
  config: AppConfig,
  providerId: number,
  input: { id: number; date: string; time: string; reason?: string | null },
  now?: Date,
) => move(db, config, { id: providerId }, input.id, 'propose', { date: input.date, time: input.time, reason: input.reason, now });
export const acceptProposal = (db: Database, config: AppConfig, customerId: number, id: number, now?: Date) =>
  move(db, config, { id: customerId }, id, 'accept', { now });
export const declineProposal = (db: Database, config: AppConfig, customerId: number, id: number, reason?: string | null) =>
  move(db, config, { id: customerId }, id, 'reject', { reason });

/** The `.ics` of a confirmed appointment (ical-generator: CRLF lines, folded and escaped text, UID, times in UTC). */
async function calendarFile(db: Executor, row: AppointmentRow, forProvider: boolean): Promise<string> {
  if (row.status !== 'confirmed') throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  const [[location], [provider], [customer]] = await Promise.all([
    db.select().from(storeLocations).where(eq(storeLocations.id, row.locationId)).limit(1),
    db
      .select({ companyName: accountProviderProfiles.companyName })
      .from(accountProviderProfiles)
      .where(eq(accountProviderProfiles.userId, row.providerId))
      .limit(1),
    db
      .select({ firstName: accountUsers.firstName, lastName: accountUsers.lastName })
      .from(accountUsers)
      .where(eq(accountUsers.id, row.customerId))
      .limit(1),
  ]);
  const calendar = ical({ name: 'Marktplatz-Termin', prodId: { company: 'Marktplatz', product: 'Termine', language: 'DE' } });
  const customerName = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  calendar.createEvent({
    id: `termin-${row.id}@marktplatz.example`,
    start: row.startsAt,
    end: row.endsAt,
    summary: forProvider ? `Termin mit ${customerName || 'Kundin/Kunde'}` : `Termin bei ${provider?.companyName || 'Anbieter'}`,
    description: row.message
      ? `${forProvider ? 'Nachricht der Kundin bzw. des Kunden' : 'Ihre Nachricht'}: ${row.message}`
      : 'Termin über den Marktplatz',
    location: location ? `${location.title}, ${location.street} ${location.streetNumber}, ${location.zipcode} ${location.city}` : null,
  });
  return calendar.toString();
}

/** The confirmed appointment's calendar file for the secret link of the confirmation e-mail (the customer's view). */
export async function appointmentCalendar(db: Executor, token: string): Promise<string> {
  const [row] = await db.select().from(providerAppointments).where(eq(providerAppointments.calendarToken, token)).limit(1);
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return calendarFile(db, row, false);
}

/** `api/provider_appointment/ics` (x-extension): the `.ics` of a confirmed appointment for either side, signed in. */
export async function appointmentCalendarFor(db: Executor, userId: number, id: number): Promise<string> {
  const [row] = await db.select().from(providerAppointments).where(eq(providerAppointments.id, id)).limit(1);
  if (!row || (row.customerId !== userId && row.providerId !== userId)) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return calendarFile(db, row, row.providerId === userId);
}
