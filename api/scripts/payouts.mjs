#!/usr/bin/env node
// The finance team's payout tool. It calls the back office's routes of the running API (/admin/payouts/…) with a
// personal staff API token (role finance or admin); the API books everything in the providers' ledgers and writes
// each step to the audit log under the member's name. The same steps are on the screen /admin/auszahlungen.
//
//   node api/scripts/payouts.mjs transfer <order_number>          a customer's bank transfer arrived (prepayment)
//   node api/scripts/payouts.mjs requests                         the requested withdrawals (id, provider, amount)
//   node api/scripts/payouts.mjs create <id> [<id> …] [--reason="…"]
//                                                                   a payout run over the chosen withdrawals
//   node api/scripts/payouts.mjs runs                             the payout runs, newest first
//   node api/scripts/payouts.mjs release <run> [--out=Datei.xml]  release a run (another member than its creator:
//                                                                   four-eyes rule) and save its SEPA credit
//                                                                   transfer file (pain.001.001.09) for the bank
//   node api/scripts/payouts.mjs file <run> [--out=Datei.xml]     save the file of a released run again
//   node api/scripts/payouts.mjs executed <run>                   the bank executed the run: withdrawals paid
//   node api/scripts/payouts.mjs cancel <run>                     cancel a run that is not released yet
//   node api/scripts/payouts.mjs returned <AUS-…> --reason="…"     the bank returned a payout: back to the balance
//
// Settings: MARKTPLATZ_STAFF_TOKEN (required: `mpt_…`, created in the back office at /admin/tokens),
// PAYOUTS_API_URL (default http://127.0.0.1:${API_PORT:-4000}).

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { operatorTool } from './lib/operator.mjs';

const { args, call, usage } = operatorTool({
  urlVariable: 'PAYOUTS_API_URL',
  usageLine:
    'MARKTPLATZ_STAFF_TOKEN=mpt_… payouts.mjs transfer <Bestellnummer> | requests | create <Auszahlungs-ID> … [--reason="…"] | ' +
    'runs | release <Lauf> [--out=Datei.xml] | file <Lauf> [--out=Datei.xml] | executed <Lauf> | cancel <Lauf> | ' +
    'returned <Belegnummer> --reason="…"',
  role: 'finance',
});

const euro = (cents) => (cents / 100).toLocaleString('de-DE', { style: 'currency', currency: 'EUR' });

const { positional, options } = args();
const [command, argument] = positional;

if (command === 'transfer') {
  if (!argument) usage('Bitte die Bestellnummer angeben.');
  const result = await call('POST', '/admin/payouts/transfer-received', { order_number: argument });
  console.log(`${result.data.order_number}: ${result.message}`);
} else if (command === 'requests') {
  const { data } = await call('GET', '/admin/payouts/requests');
  if (data.length === 0) console.log('Keine beantragten Auszahlungen.');
  for (const row of data) {
    const notes = [row.has_payout_account ? '' : 'KEIN AUSZAHLUNGSKONTO', row.open_run_id ? `im Lauf ${row.open_run_id}` : '']
      .filter(Boolean)
      .join(', ');
    console.log(`${String(row.id).padStart(6)}  ${euro(row.amount_cents).padStart(14)}  ${row.provider}${notes ? `  (${notes})` : ''}`);
  }
} else if (command === 'create') {
  const ids = positional.slice(1).map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1))
    usage('Bitte die IDs der Auszahlungen angeben (siehe „requests“).');
  const result = await call('POST', '/admin/payouts/runs', { withdrawal_ids: ids, reason: options.reason ?? null });
  console.log(`Lauf ${result.data.id}: ${result.data.count} Auszahlung(en), zusammen ${euro(result.data.total_cents)}. ${result.message}`);
} else if (command === 'runs') {
  const { data } = await call('GET', '/admin/payouts/runs?per_page=50');
  if (data.length === 0) console.log('Noch keine Auszahlungsläufe.');
  for (const run of data)
    console.log(
      `${String(run.id).padStart(5)}  ${run.status_text.padEnd(12)}  ${euro(run.total_cents).padStart(14)}  ${run.count} Auszahlung(en)  ` +
        `angelegt von ${run.created_by}${run.released_by ? `, freigegeben von ${run.released_by}` : ''}`,
    );
} else if (command === 'release' || command === 'file') {
  const run = runArgument();
  if (command === 'release') console.log((await call('POST', `/admin/payouts/runs/${run}/release`)).message);
  const file = await download(`/admin/payouts/runs/${run}/file`, options.out);
  console.log(`SEPA-Datei: ${file}`);
} else if (command === 'executed') {
  const result = await call('POST', `/admin/payouts/runs/${runArgument()}/executed`);
  console.log(`Lauf ${result.data.id}: ${result.message}`);
} else if (command === 'cancel') {
  const result = await call('POST', `/admin/payouts/runs/${runArgument()}/cancel`);
  console.log(`Lauf ${result.data.id}: ${result.message}`);
} else if (command === 'returned') {
  if (!argument) usage('Bitte die Belegnummer (AUS-…) angeben.');
  if (!options.reason) usage('Bitte --reason="…" angeben.');
  const result = await call('POST', '/admin/payouts/returned', { invoice_number: argument, reason: options.reason });
  console.log(`${result.data.invoice_number}: ${result.message}`);
} else {
  usage(command ? `Unbekannter Befehl „${command}“.` : undefined);
}

function runArgument() {
  const run = Number(argument);
  if (!Number.isInteger(run) || run < 1) usage('Bitte die Nummer des Laufs angeben (siehe „runs“).');
  return run;
}

/** Saves a file answer of the API (the pain.001 file) under `out` or the name the API gives it. */
async function download(apiPath, out) {
  const base = (process.env.PAYOUTS_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, '');
  const response = await fetch(`${base}${apiPath}`, {
    headers: { authorization: `Bearer ${(process.env.MARKTPLATZ_STAFF_TOKEN ?? '').trim()}` },
  });
  if (!response.ok) {
    const json = await response.json().catch(() => ({}));
    console.error(`Fehler ${response.status}: ${json.message ?? response.statusText}`);
    process.exit(1);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'auszahlung.xml';
  const file = path.resolve(out ?? name);
  writeFileSync(file, await response.text(), 'utf8');
  return file;
}
