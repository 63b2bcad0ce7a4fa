import { eq } from 'drizzle-orm';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { users } from '../../db/schema';
import { daySlots, type DayHours, type OpeningSetup } from '../../lib/opening-hours';
import { storesTestKit } from '../../../test/fixtures/stores';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

const berlin = (date: string, time: string) => fromZonedTime(`${date}T${time}:00`, 'Europe/Berlin');
const week = (from: string, until: string, afterFrom: string | null = null, afterUntil: string | null = null): DayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    from_time: from,
    untill_time: until,
    after_from_time: afterFrom,
    after_untill_time: afterUntil,
    status: day !== 7,
  }));
const setup = (hours: DayHours[], extra: Partial<OpeningSetup> = {}): OpeningSetup => ({
  always_open: false,
  state: 'BE',
  hours,
  holidays: [],
  ...extra,
});
const times = (result: ReturnType<typeof daySlots>) => result.slots.map((slot) => slot.time);
// Wednesday 2027-03-10, seen from a morning two days before
const DAY = '2027-03-10';
const EARLIER = berlin('2027-03-08', '08:00');

describe('daySlots (free appointment slots of a day)', () => {
  it('offers every slot length from the start of the shift that fits completely inside it', () => {
    expect(times(daySlots(setup(week('09:00', '11:00')), DAY, 30, [], EARLIER, berlin))).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(times(daySlots(setup(week('09:00', '11:00')), DAY, 45, [], EARLIER, berlin))).toEqual(['09:00', '09:45']);
  });

  it('offers slots in both shifts of a split day and none in the break', () => {
    const result = daySlots(setup(week('09:00', '10:00', '14:00', '15:30')), DAY, 30, [], EARLIER, berlin);
    expect(times(result)).toEqual(['09:00', '09:30', '14:00', '14:30', '15:00']);
  });

  it('offers nothing on a closed weekday, a closed range of the store or a public holiday, and says why', () => {
    const sunday = daySlots(setup(week('09:00', '18:00')), '2027-03-14', 30, [], EARLIER, berlin);
    expect(sunday).toEqual({ closed_reason: 'An diesem Wochentag ist der Standort geschlossen.', slots: [] });
    const closed = daySlots(
      setup(week('09:00', '18:00'), { holidays: [{ start_date: '2027-03-09', end_date: '2027-03-11', title: 'Inventur' }] }),
      DAY,
      30,
      [],
      EARLIER,
      berlin,
    );
    expect(closed).toEqual({ closed_reason: 'An diesem Tag ist der Standort geschlossen (Inventur).', slots: [] });
    // 8 March is Internationaler Frauentag, a public holiday in Berlin only
    expect(daySlots(setup(week('09:00', '18:00')), '2027-03-08', 30, [], berlin('2027-03-01', '08:00'), berlin).closed_reason).toContain(
      'Frauentag',
    );
    expect(
      times(daySlots(setup(week('09:00', '10:00'), { state: 'BY' }), '2027-03-08', 30, [], berlin('2027-03-01', '08:00'), berlin)),
    ).toEqual(['09:00', '09:30']);
  });

  it('leaves out slots overlapping a held appointment, also one of another length', () => {
    const busy = [{ starts_at: berlin(DAY, '09:30'), ends_at: berlin(DAY, '10:15') }];
    expect(times(daySlots(setup(week('09:00', '11:00')), DAY, 30, busy, EARLIER, berlin))).toEqual(['09:00', '10:30']);
  });

  it('offers no slot that starts in the past (Berlin time), later ones of today stay', () => {
    const now = berlin(DAY, '09:40');
    expect(times(daySlots(setup(week('09:00', '11:00')), DAY, 30, [], now, berlin))).toEqual(['10:00', '10:30']);
    expect(times(daySlots(setup(week('09:00', '11:00')), DAY, 30, [], berlin(DAY, '11:00'), berlin))).toEqual([]);
  });

  it('offers the whole day when always open and stops a shift past midnight at 23:59', () => {
    const always = daySlots(setup([], { always_open: true }), DAY, 240, [], EARLIER, berlin);
    expect(times(always)).toEqual(['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']);
    expect(times(daySlots(setup(week('22:00', '02:00')), DAY, 60, [], EARLIER, berlin))).toEqual(['22:00', '23:00']);
  });
});

const suite = testSuite();
const kit = storesTestKit(() => suite.context);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field in the tests
const call = <T = any>(...args: Parameters<typeof kit.call>) => kit.call<T>(...args);

/** A Berlin calendar day 10+ days ahead that is a Wednesday (no public holiday falls on those in the tested years' windows). */
function futureWorkday(offset: number): string {
  for (let days = offset; ; days += 1) {
    const date = formatInTimeZone(new Date(Date.now() + days * 86_400_000), 'Europe/Berlin', 'yyyy-MM-dd');
    const weekday = formatInTimeZone(new Date(Date.now() + days * 86_400_000), 'Europe/Berlin', 'i');
    if (weekday === '3' && !date.endsWith('-12-25') && !date.endsWith('-12-26') && !date.endsWith('-01-01')) return date;
  }
}

async function storeWithSplitTimes(companyName: string, slotMinutes = 60) {
  const owner = await kit.provider(companyName);
  const created = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, {
    title: 'Werkstatt, Hof',
    street: 'Invalidenstraße',
    street_number: '5',
    zipcode: '10115',
    city: 'Berlin',
  });
  const storeId = created.body.data.id;
  const times = [1, 2, 3, 4, 5, 6, 7].map((days) => ({
    days,
    from_time: '09:00',
    untill_time: '11:00',
    after_from_time: '14:00',
    after_untill_time: '16:00',
    status: 1,
  }));
  await call('POST', '/api/save-store-location-times', owner.token, { store_id: storeId, times });
  await call('POST', '/api/setStoreLocationAppointment', owner.token, {
    store_id: storeId,
    takes_appointments: 1,
    slot_minutes: slotMinutes,
  });
  return { owner, storeId };
}

const slotTimes = async (storeId: number, date: string) =>
  (
    await call<{ slots: { time: string }[] }>('GET', `/api/provider_appointment/slots?store_id=${storeId}&date=${date}`)
  ).body.data.slots.map((slot) => slot.time);

async function outbox(userId: number) {
  const [user] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const answer = await suite.context.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(user!.email)}` });
  return (answer.json() as { data: { subject: string; body: string }[] }).data;
}

describe('appointment slots, proposals and calendar files (API)', () => {
  it('answers the free slots of a day from the split opening times, without the times of open requests, and a closed day with its reason', async () => {
    const { owner, storeId } = await storeWithSplitTimes('Slot Werkstatt');
    const date = futureWorkday(10);
    expect(await slotTimes(storeId, date)).toEqual(['09:00', '10:00', '14:00', '15:00']);
    const customer = await createUserWithToken(suite.context, 'User');
    expect((await call('POST', '/api/provider_appointment', customer.token, { store_id: storeId, date, time: '10:00' })).status).toBe(201);
    expect(await slotTimes(storeId, date)).toEqual(['09:00', '14:00', '15:00']);

    await call('POST', '/api/setStoreHolidaysTimes', owner.token, { store_id: storeId, start_date: date, title: 'Betriebsausflug' });
    const closed = await call('GET', `/api/provider_appointment/slots?store_id=${storeId}&date=${date}`);
    expect(closed.body.data).toMatchObject({
      slot_minutes: 60,
      slots: [],
      closed_reason: 'An diesem Tag ist der Standort geschlossen (Betriebsausflug).',
    });
    const past = await call('GET', `/api/provider_appointment/slots?store_id=${storeId}&date=2020-01-08`);
    expect(past.body.data).toMatchObject({ slots: [], closed_reason: 'Dieser Tag liegt in der Vergangenheit.' });
  });

  it('lets one of two customers booking the same slot at once win; the other gets 409 with a German message', async () => {
    const { storeId } = await storeWithSplitTimes('Slot Wettlauf');
    const date = futureWorkday(11);
    const [first, second] = await Promise.all([createUserWithToken(suite.context, 'User'), createUserWithToken(suite.context, 'User')]);
    const answers = await Promise.all(
      [first!, second!].map((customer) =>
        call('POST', '/api/provider_appointment', customer.token, { store_id: storeId, date, time: '14:00' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      'Dieser Termin ist leider schon vergeben. Bitte wählen Sie eine andere Uhrzeit.',
    );
    expect(await slotTimes(storeId, date)).toEqual(['09:00', '10:00', '15:00']);
  });

  it('lets the provider propose another free time that the customer accepts: confirmed at the new time, e-mails to both, the .ics for both', async () => {
    const { owner, storeId } = await storeWithSplitTimes('Vorschlag Werkstatt');
    const date = futureWorkday(12);
    const customer = await createUserWithToken(suite.context, 'User');
    const requested = await call('POST', '/api/provider_appointment', customer.token, {
      store_id: storeId,
      date,
      time: '09:00',
      message: 'Regal; Maße: 2,40 m',
    });
    const id = requested.body.data.id as number;
    expect((await call('POST', '/api/provider_appointment/propose', customer.token, { id, date, time: '15:00' })).status).toBe(403);
    const outside = await call('POST', '/api/provider_appointment/propose', owner.token, { id, date, time: '12:00' });
    expect(outside.status).toBe(422);
    const proposed = await call('POST', '/api/provider_appointment/propose', owner.token, {
      id,
      date,
      time: '15:00',
      reason: 'Vormittags sind wir auf Montage.',
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({
      status: 'proposed',
      status_label: 'Neuer Vorschlag',
      time: '09:00',
      proposed_date: date,
      proposed_time: '15:00',
      has_calendar: false,
    });
    // the proposed time is held, the requested one is free again
    expect(await slotTimes(storeId, date)).toEqual(['09:00', '10:00', '14:00']);
    expect((await outbox(customer.id))[0]?.subject).toContain('Neuer Terminvorschlag');
    expect((await call('POST', '/api/provider_appointment/confirm', owner.token, { id })).status).toBe(409);
    expect((await call('POST', '/api/provider_appointment/accept_proposal', owner.token, { id })).status).toBe(404);

    const accepted = await call('POST', '/api/provider_appointment/accept_proposal', customer.token, { id });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'confirmed', date, time: '15:00', proposed_time: null, has_calendar: true });
    expect((await outbox(owner.id))[0]?.subject).toContain('Terminvorschlag angenommen');
    expect((await outbox(customer.id))[0]?.subject).toContain('ist bestätigt');

    const customerFile = await suite.context.app.inject({
      method: 'GET',
      url: `/api/provider_appointment/ics?id=${id}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(customerFile.statusCode).toBe(200);
    expect(customerFile.headers['content-type']).toContain('text/calendar');
    expect(customerFile.headers['content-disposition']).toContain(`termin-${id}.ics`);
    const providerFile = await suite.context.app.inject({
      method: 'GET',
      url: `/api/provider_appointment/ics?id=${id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(providerFile.body).toContain('SUMMARY:Termin mit ');
    const stranger = await createUserWithToken(suite.context, 'User');
    const refused = await suite.context.app.inject({
      method: 'GET',
      url: `/api/provider_appointment/ics?id=${id}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.statusCode).toBe(404);

    // the calendar file: CRLF lines, one VEVENT with UID, UTC times of the accepted slot, escaped text
    const ics = customerFile.body;
    expect(ics.split('\r\n').length).toBeGreaterThan(8);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:termin-${id}@marktplatz.example`);
    const start = berlin(date, '15:00')
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('SUMMARY:Termin bei Vorschlag Werkstatt');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('LOCATION:Werkstatt\\, Hof\\, Invalidenstraße 5\\, 10115 Berlin');
    expect(unfolded).toContain('DESCRIPTION:Ihre Nachricht: Regal\\; Maße: 2\\,40 m');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('lets the customer decline a proposal: declined, the provider is told, both times are free again', async () => {
    const { owner, storeId } = await storeWithSplitTimes('Vorschlag abgelehnt');
    const date = futureWorkday(13);
    const customer = await createUserWithToken(suite.context, 'User');
    const id = (await call('POST', '/api/provider_appointment', customer.token, { store_id: storeId, date, time: '10:00' })).body.data.id;
    await call('POST', '/api/provider_appointment/propose', owner.token, { id, date, time: '14:00' });
    const taken = await call('POST', '/api/provider_appointment', (await createUserWithToken(suite.context, 'User')).token, {
      store_id: storeId,
      date,
      time: '14:00',
    });
    expect(taken.status).toBe(409);
    const declined = await call('POST', '/api/provider_appointment/decline_proposal', customer.token, {
      id,
      reason: 'Nachmittags kann ich nicht.',
    });
    expect(declined.body.data).toMatchObject({ status: 'declined', proposed_time: null, has_calendar: false });
    expect((await outbox(owner.id))[0]?.body).toContain('Nachmittags kann ich nicht.');
    expect(await slotTimes(storeId, date)).toEqual(['09:00', '10:00', '14:00', '15:00']);
    const file = await suite.context.app.inject({
      method: 'GET',
      url: `/api/provider_appointment/ics?id=${id}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(file.statusCode).toBe(404);
  });
});
