// The nightly billing run over many subscriptions on PostgreSQL: `DATABASE_URL=… npx tsx bench/billing.ts` from api/
// (`BENCH_SUBSCRIPTIONS`, default 10000). A throwaway database `mp_bench_billing_<pid>` is created and dropped.
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { seedBilling } from '../src/db/seed/billing';
import { addMonth, berlinToday } from '../src/modules/billing/dates';
import { runBilling } from '../src/modules/billing/billing-run';

const count = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL fehlt (PostgreSQL).');

async function main() {
  const name = `mp_bench_billing_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url as string);
  databaseUrl.pathname = `/${name}`;
  const handle = openPostgres(databaseUrl.toString(), 4);
  try {
    await handle.migrate();
    await seedBilling(handle.db);
    const renewalDay = addMonth(berlinToday());
    const periodStart = berlinToday();
    // Providers and paid subscriptions whose period ends on `renewalDay`, by invoice (the e-mail goes to the outbox).
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    await client.query(
      `INSERT INTO users (role, email, password_hash, first_name, last_name)
       SELECT 'Company', 'anbieter' || i || '@bench.example', 'x', 'Anbieter', 'Nr. ' || i FROM generate_series(1, $1) i`,
      [count],
    );
    await client.query(
      `INSERT INTO billing_subscriptions (provider_id, package_id, status, payment_method, period_start, period_end)
       SELECT u.id, 1 + (u.id % 3), 'active', 'invoice', $1::date, $2::date FROM users u WHERE u.email LIKE '%@bench.example'`,
      [periodStart, renewalDay],
    );
    await client.end();
    const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: 'silent' });
    const now = new Date(`${renewalDay}T00:00:05+01:00`);
    const started = process.hrtime.bigint();
    const first = await runBilling(handle.db, { config, now });
    const firstMs = Number(process.hrtime.bigint() - started) / 1e6;
    const again = process.hrtime.bigint();
    const second = await runBilling(handle.db, { config, now });
    const secondMs = Number(process.hrtime.bigint() - again) / 1e6;
    console.log(
      JSON.stringify({
        subscriptions: count,
        first_run: {
          renewed: first.renewed,
          invoices: first.invoices.length,
          seconds: +(firstMs / 1000).toFixed(2),
          invoices_per_second: +(first.invoices.length / (firstMs / 1000)).toFixed(1),
        },
        second_run: { renewed: second.renewed, invoices: second.invoices.length, seconds: +(secondMs / 1000).toFixed(2) },
      }),
    );
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

void main();
