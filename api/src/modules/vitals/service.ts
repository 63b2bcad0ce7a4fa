import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webVitals, type VitalPageType } from '../../db/schema/vitals';

export interface VitalsRecord {
  page_type: VitalPageType;
  lcp?: number;
  inp?: number;
  cls?: number;
}

/** Stores one page view's figures (rounded: milliseconds, CLS to four places). */
export async function recordVitals(db: Executor, record: VitalsRecord): Promise<void> {
  await db.insert(webVitals).values({
    pageType: record.page_type,
    lcpMs: record.lcp === undefined ? null : Math.round(record.lcp),
    inpMs: record.inp === undefined ? null : Math.round(record.inp),
    cls: record.cls === undefined ? null : Math.round(record.cls * 10_000) / 10_000,
  });
}

export interface VitalsSummary {
  page_type: VitalPageType;
  samples: number;
  lcp_p75: number | null;
  inp_p75: number | null;
  cls_p75: number | null;
}

interface SummaryRow {
  page_type: VitalPageType;
  samples: number | string;
  lcp: number | string | null;
  inp: number | string | null;
  cls: number | string | null;
}

const rounded = (value: number | string | null, places: number) =>
  value === null ? null : Math.round(Number(value) * 10 ** places) / 10 ** places;

/** The 75th percentile of each figure per page type over the last `days` days, most measured page type first. */
export async function vitalsSummary(db: Executor, days: number): Promise<VitalsSummary[]> {
  const result = (await db.execute(sql`
    select ${webVitals.pageType} as page_type,
           count(*) as samples,
           percentile_cont(0.75) within group (order by ${webVitals.lcpMs}) as lcp,
           percentile_cont(0.75) within group (order by ${webVitals.inpMs}) as inp,
           percentile_cont(0.75) within group (order by ${webVitals.cls}) as cls
      from ${webVitals}
     where ${webVitals.recordedAt} > now() - make_interval(days => ${days})
     group by ${webVitals.pageType}
     order by count(*) desc, ${webVitals.pageType}`)) as unknown as { rows: SummaryRow[] };
  return result.rows.map((row) => ({
    page_type: row.page_type,
    samples: Number(row.samples),
    lcp_p75: rounded(row.lcp, 0),
    inp_p75: rounded(row.inp, 0),
    cls_p75: rounded(row.cls, 3),
  }));
}
