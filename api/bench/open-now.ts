// Open-now for a page of 20 cards (pure function, no database): `npx tsx bench/open-now.ts` from api/.
import { openState } from '../src/lib/opening-hours';
const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  from_time: '09:00',
  untill_time: '12:00',
  after_from_time: '14:00',
  after_untill_time: '18:00',
  status: day !== 7,
}));
const setups = Array.from({ length: 20 }, (_, i) => ({
  always_open: false,
  state: ['BY', 'BE', 'NW', 'HH'][i % 4]!,
  hours,
  holidays: [{ start_date: '2026-12-24', end_date: '2026-12-31', title: 'Betriebsferien' }],
}));
const start = new Date('2026-12-23T19:00:00Z').getTime();
for (const s of setups) openState(s, new Date(start));
const runs = 2000;
const t = process.hrtime.bigint();
// every page at another minute, as every request has its own `now` (the cards of one page share it)
for (let r = 0; r < runs; r++) {
  const now = new Date(start + r * 61_000);
  for (const s of setups) openState(s, now);
}
console.log('open-now, page of 20 cards:', (Number(process.hrtime.bigint() - t) / 1e6 / runs).toFixed(3), 'ms');
