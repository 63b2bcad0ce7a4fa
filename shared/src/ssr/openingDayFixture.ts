import type { OpeningDay } from './structuredData';

/** A day of the API's week (1 = Monday … 7 = Sunday) with up to two shifts, for tests; closed when it has no first shift. */
export const openingDayFixture = (
  day: number,
  from: string | null,
  until: string | null,
  afterFrom: string | null = null,
  afterUntil: string | null = null,
): OpeningDay => ({
  day,
  from_time: from,
  untill_time: until,
  after_from_time: afterFrom,
  after_untill_time: afterUntil,
  status: from !== null,
});
