import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '/work/wt-perf1617/api/src/db/schema';
import { pageProviderOrders } from '/work/wt-perf1617/api/src/modules/orders/provider';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/mp_bench_orders_p1617', max: 1 });
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (config: any, values?: any) { if (config && config.text) console.log('--', config.name, JSON.stringify(config.values), '\n', config.text); return (orig as any).apply(this, arguments); };
const db = drizzle(pool, { schema });
(async () => {
  const day = (d: number) => new Date(Date.now() - d * 86400000).toISOString().slice(0, 10);
  for (const f of [{ status: 'confirmed', dateFrom: day(90), dateTo: day(0) }, { payment: 'paid', delivery: 'shipping' }, { search: 'Müller' }, { status: 'completed', payment: 'paid', dateFrom: day(30) }] as any[]) {
    const t = Date.now(); await pageProviderOrders(db as any, 2, f, { page: 1, perPage: 10 }); console.log('ms', Date.now() - t);
  }
  await pool.end();
})();
