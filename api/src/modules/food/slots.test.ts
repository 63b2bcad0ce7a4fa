import { weekHours } from '../../../test/fixtures/opening-hours';
import { slotOptions, slotProblem, type SlotRules } from './slots';

/** Delivery 11:30–22:30 every day in Berlin, 40 minutes from the order to the door, last order 22:00. */
const rules = (patch: Partial<SlotRules> = {}): SlotRules => ({
  mode: 'delivery',
  name: 'Pizzeria Da Marco',
  setup: { always_open: false, state: 'BE', hours: weekHours('11:30', '22:30'), holidays: [] },
  leadMinutes: 40,
  lastOrderTime: '22:00',
  ...patch,
});

describe('delivery slots (Europe/Berlin)', () => {
  it('offers the quarter hours of tomorrow inside the delivery hours when today is over, on the day the clocks go back', () => {
    // Saturday 24 October 2026, 22:00 CEST; the night to Sunday ends summer time (03:00 CEST → 02:00 CET).
    const options = slotOptions(rules(), new Date('2026-10-24T20:00:00Z'));
    expect(options.every((option) => option.day === 'tomorrow')).toBe(true);
    // 11:30 CET is 10:30 UTC (in summer time it would have been 09:30 UTC).
    expect(options[0]).toEqual({ value: '2026-10-25T10:30:00.000Z', label: 'morgen, 11:30 Uhr', day: 'tomorrow' });
    // The last slot starts before 22:30 (the end of the delivery hours): 22:15 CET.
    expect(options.at(-1)).toEqual({ value: '2026-10-25T21:15:00.000Z', label: 'morgen, 22:15 Uhr', day: 'tomorrow' });
    expect(options).toHaveLength(44);
  });

  it('reads the hours on the Berlin wall clock after the clocks went back: 09:45 UTC is 10:45 (closed), the day before 11:45', () => {
    const sunday = new Date('2026-10-25T07:00:00Z');
    expect(slotProblem(rules(), new Date('2026-10-25T10:30:00Z'), sunday)).toBeNull();
    expect(slotProblem(rules(), new Date('2026-10-25T09:45:00Z'), sunday)).toBe(
      'Um 10:45 Uhr liefert „Pizzeria Da Marco“ nicht. Bitte wählen Sie eine Zeit innerhalb der Lieferzeiten.',
    );
    expect(slotProblem(rules(), new Date('2026-10-24T09:45:00Z'), new Date('2026-10-24T07:00:00Z'))).toBeNull();
  });

  it('refuses a slot closer than the preparation and delivery time, or after today and tomorrow', () => {
    const noon = new Date('2026-11-27T11:00:00Z'); // Friday 12:00 CET
    expect(slotProblem(rules(), new Date('2026-11-27T11:15:00Z'), noon)).toBe(
      'Eine Lieferung um 12:15 Uhr schafft „Pizzeria Da Marco“ nicht mehr (etwa 40 Minuten Vorlauf). Bitte wählen Sie eine spätere Zeit.',
    );
    expect(slotProblem(rules(), new Date('2026-11-27T11:45:00Z'), noon)).toBeNull();
    expect(slotProblem(rules(), new Date('2026-11-29T12:00:00Z'), noon)).toBe('Vorbestellen können Sie für heute und morgen.');
  });

  it('refuses a public holiday of the store’s federal state and a delivery holiday, naming it', () => {
    const christmasEve = new Date('2026-12-24T10:00:00Z');
    expect(slotProblem(rules(), new Date('2026-12-25T12:00:00Z'), christmasEve)).toMatch(
      /^Am 25\.12\. ist bei „Pizzeria Da Marco“ keine Lieferung möglich \(.*Weihnacht.*\)\.$/,
    );
    const holiday = rules({
      setup: { ...rules().setup, holidays: [{ start_date: '2026-11-28', end_date: '2026-11-28', title: 'Fahrer im Urlaub' }] },
    });
    expect(slotProblem(holiday, new Date('2026-11-28T12:00:00Z'), new Date('2026-11-27T12:00:00Z'))).toBe(
      'Am 28.11. ist bei „Pizzeria Da Marco“ keine Lieferung möglich (Fahrer im Urlaub).',
    );
    expect(slotOptions(holiday, new Date('2026-11-27T21:00:00Z'))).toEqual([]);
  });

  it('refuses a slot for which the kitchen would start after the zone’s last order time', () => {
    const early = rules({ lastOrderTime: '20:00' });
    const morning = new Date('2026-11-27T08:00:00Z');
    // 21:00 CET − 40 minutes = 20:20 > 20:00.
    expect(slotProblem(early, new Date('2026-11-27T20:00:00Z'), morning)).toBe(
      'Für eine Lieferung um 21:00 Uhr ist die letzte Bestellzeit von „Pizzeria Da Marco“ (20:00 Uhr) vorbei. Bitte wählen Sie eine frühere Zeit.',
    );
    expect(slotProblem(early, new Date('2026-11-27T19:30:00Z'), morning)).toBeNull();
  });

  it('checks a pickup against the opening hours', () => {
    const pickup = rules({ mode: 'pickup', setup: { always_open: false, state: 'BE', hours: weekHours('11:00', '23:00'), holidays: [] } });
    expect(slotProblem(pickup, new Date('2026-11-27T22:30:00Z'), new Date('2026-11-27T12:00:00Z'))).toBe(
      'Um 23:30 Uhr hat „Pizzeria Da Marco“ geschlossen. Bitte wählen Sie eine Zeit innerhalb der Öffnungszeiten.',
    );
  });
});
