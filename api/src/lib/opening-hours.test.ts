import { weekHours } from '../../test/fixtures/opening-hours';
import { openState, type OpeningSetup } from './opening-hours';

const setup = (overrides: Partial<OpeningSetup> = {}): OpeningSetup => ({
  always_open: false,
  state: 'BE',
  hours: weekHours('09:00', '18:00'),
  holidays: [],
  ...overrides,
});

describe('open now in Europe/Berlin', () => {
  it('uses summer time from the last Sunday of March (29.03.2026): 07:30 UTC is 09:30 in Berlin', () => {
    expect(openState(setup(), new Date('2026-03-29T07:30:00Z')).open_now).toBe(true);
    // the Sunday before, still winter time: 07:30 UTC is 08:30
    const before = openState(setup(), new Date('2026-03-22T07:30:00Z'));
    expect(before).toMatchObject({ open_now: false, text: 'Öffnet heute um 09:00 Uhr' });
  });

  it('returns to winter time on the last Sunday of October (25.10.2026): 07:30 UTC is 08:30 in Berlin', () => {
    expect(openState(setup(), new Date('2026-10-25T07:30:00Z'))).toMatchObject({ open_now: false, text: 'Öffnet heute um 09:00 Uhr' });
    expect(openState(setup(), new Date('2026-10-25T08:30:00Z')).open_now).toBe(true);
    // closing at 18:00 Berlin = 17:00 UTC after the change
    expect(openState(setup(), new Date('2026-10-25T16:59:00Z')).open_now).toBe(true);
    expect(openState(setup(), new Date('2026-10-25T17:00:00Z')).open_now).toBe(false);
  });

  it('keeps a shift across midnight open after midnight and closes it at its end', () => {
    const bar = setup({ hours: weekHours('20:00', '02:00') });
    // Friday 06.11.2026 23:30 Berlin (CET = UTC+1)
    expect(openState(bar, new Date('2026-11-06T22:30:00Z'))).toMatchObject({ open_now: true, text: 'Geöffnet bis 02:00 Uhr' });
    // Saturday 01:30 Berlin: still Friday's shift
    expect(openState(bar, new Date('2026-11-07T00:30:00Z')).open_now).toBe(true);
    // Saturday 02:30 Berlin: closed, opens at 20:00
    expect(openState(bar, new Date('2026-11-07T01:30:00Z'))).toMatchObject({ open_now: false, text: 'Öffnet heute um 20:00 Uhr' });
  });

  it('is closed in the break between split shifts and open in both shifts', () => {
    const split = setup({ hours: weekHours('09:00', '12:00', { after_from_time: '14:00', after_untill_time: '18:00' }) });
    // Wednesday 11.11.2026, Berlin = UTC+1
    expect(openState(split, new Date('2026-11-11T10:00:00Z'))).toMatchObject({ open_now: true, text: 'Geöffnet bis 12:00 Uhr' });
    expect(openState(split, new Date('2026-11-11T12:00:00Z'))).toMatchObject({ open_now: false, text: 'Öffnet heute um 14:00 Uhr' });
    expect(openState(split, new Date('2026-11-11T15:00:00Z'))).toMatchObject({ open_now: true, text: 'Geöffnet bis 18:00 Uhr' });
    expect(openState(split, new Date('2026-11-11T18:00:00Z'))).toMatchObject({ open_now: false, text: 'Öffnet morgen um 09:00 Uhr' });
  });

  it('closes on Fronleichnam (04.06.2026) in Bayern but not in Berlin', () => {
    const at = new Date('2026-06-04T08:00:00Z'); // Thursday 10:00 Berlin
    expect(openState(setup({ state: 'BY' }), at)).toMatchObject({
      open_now: false,
      closed_reason: 'Fronleichnam',
      text: 'Öffnet morgen um 09:00 Uhr',
    });
    expect(openState(setup({ state: 'BE' }), at).open_now).toBe(true);
  });

  it('stays closed through a holiday range and names the next opening after it', () => {
    const vacation = setup({ holidays: [{ start_date: '2026-07-13', end_date: '2026-07-24', title: 'Betriebsferien' }] });
    const during = openState(vacation, new Date('2026-07-15T08:00:00Z'));
    expect(during).toMatchObject({ open_now: false, closed_reason: 'Betriebsferien', text: 'Öffnet am Samstag, 25.07. um 09:00 Uhr' });
    expect(openState(vacation, new Date('2026-07-25T08:00:00Z')).open_now).toBe(true);
  });

  it('is open at any hour when always open, but not on its holidays (both Christmas days)', () => {
    const always = setup({ always_open: true, hours: [] });
    expect(openState(always, new Date('2026-11-11T02:00:00Z'))).toMatchObject({ open_now: true, text: 'Rund um die Uhr geöffnet' });
    expect(openState(always, new Date('2026-12-25T12:00:00Z'))).toMatchObject({
      open_now: false,
      closed_reason: '1. Weihnachtstag',
      text: 'Öffnet am Sonntag, 27.12. um 00:00 Uhr',
    });
  });

  it('is closed on a day with status off and says when it opens next', () => {
    const noSunday = setup({ hours: weekHours('09:00', '18:00').map((day) => (day.day === 7 ? { ...day, status: false } : day)) });
    // Sunday 08.11.2026 12:00 Berlin
    expect(openState(noSunday, new Date('2026-11-08T11:00:00Z'))).toMatchObject({ open_now: false, text: 'Öffnet morgen um 09:00 Uhr' });
  });

  it('answers "Geschlossen" when no hours are on record', () => {
    expect(openState(setup({ hours: [] }), new Date('2026-11-11T10:00:00Z'))).toMatchObject({ open_now: false, text: 'Geschlossen' });
  });
});
