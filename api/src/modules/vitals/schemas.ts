import { z } from 'zod';
import { VITAL_PAGE_TYPES } from '../../db/schema/vitals';

const metric = (max: number, message: string) => z.number({ error: message }).min(0, message).max(max, message);

/** One page view's figures; at least one of them. */
export const vitalsBody = z
  .object({
    page_type: z.enum(VITAL_PAGE_TYPES, { error: 'Unbekannter Seitentyp.' }),
    lcp: metric(120_000, 'LCP muss zwischen 0 und 120000 ms liegen.').optional(),
    inp: metric(120_000, 'INP muss zwischen 0 und 120000 ms liegen.').optional(),
    cls: metric(100, 'CLS muss zwischen 0 und 100 liegen.').optional(),
  })
  .refine((body) => body.lcp !== undefined || body.inp !== undefined || body.cls !== undefined, {
    message: 'Mindestens ein Messwert (lcp, inp oder cls) ist nötig.',
    path: ['lcp'],
  });

export const summaryQuery = z.object({
  /** Days back from now (default 28, as the Chrome UX report). */
  days: z.coerce.number().int().min(1, 'Mindestens 1 Tag.').max(365, 'Höchstens 365 Tage.').default(28),
});
