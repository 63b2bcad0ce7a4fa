#!/usr/bin/env node
// The operator's payout tool until a back office exists. It talks to the running API with the operator key
// (header x-operator-key, MODERATION_OPERATOR_KEY); the API books everything in the providers' ledgers.
//
//   node api/scripts/payouts.mjs transfer <order_number>          a customer's bank transfer arrived (prepayment)
//   node api/scripts/payouts.mjs run [--out=payouts.xml]           pay all requested withdrawals: SEPA credit
//                                                                   transfer file (pain.001.001.09) for the bank
//   node api/scripts/payouts.mjs failed <AUS-…> --reason="…"       the bank returned a payout: back to the balance
//
// Settings: PAYOUTS_API_URL (default http://127.0.0.1:${API_PORT:-4000}), MODERATION_OPERATOR_KEY
// (development default as in src/config.ts).

import { writeFileSync } from 'node:fs';
import path from 'node:path';

const DEV_KEY = 'marktplatz-moderation-entwicklung';

function parse(argv) {
  const positional = [];
  const options = {};
  for (const arg of argv) {
    const match = /^--([a-z]+)=(.*)$/s.exec(arg);
    if (match) options[match[1]] = match[2];
    else positional.push(arg);
  }
  return { positional, options };
}

function usage(message) {
  if (message) console.error(`Fehler: ${message}`);
  console.error('Aufruf: payouts.mjs transfer <Bestellnummer> | run [--out=Datei.xml] | failed <Belegnummer> --reason="…"');
  process.exit(2);
}

async function call(method, apiPath, body) {
  const base = (process.env.PAYOUTS_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, '');
  const key = process.env.MODERATION_OPERATOR_KEY || (process.env.NODE_ENV === 'production' ? '' : DEV_KEY);
  if (!key) usage('MODERATION_OPERATOR_KEY ist nicht gesetzt.');
  let response;
  try {
    response = await fetch(`${base}${apiPath}`, {
      method,
      headers: { 'x-operator-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    console.error(`Die API unter ${base} ist nicht erreichbar (${error.message}).`);
    process.exit(1);
  }
  const json = await response.json().catch(() => ({}));
  if (!response.ok) {
    console.error(`Fehler ${response.status}: ${json.message ?? response.statusText}`);
    for (const [field, messages] of Object.entries(json.errors ?? {})) console.error(`  ${field}: ${messages.join(' ')}`);
    process.exit(1);
  }
  return json;
}

const euro = (cents) => (cents / 100).toLocaleString('de-DE', { style: 'currency', currency: 'EUR' });

const { positional, options } = parse(process.argv.slice(2));
const [command, argument] = positional;

if (command === 'transfer') {
  if (!argument) usage('Bitte die Bestellnummer angeben.');
  const result = await call('POST', '/payouts/operator/transfer-received', { order_number: argument });
  console.log(`${result.data.order_number}: ${result.message}`);
} else if (command === 'run') {
  const result = await call('POST', '/payouts/operator/run');
  const { batch_id: batch, count, total_cents: total, payouts, sepa_xml: xml } = result.data;
  if (count === 0) {
    console.log('Keine beantragten Auszahlungen.');
  } else {
    const file = path.resolve(options.out ?? `${batch}.xml`);
    writeFileSync(file, xml, 'utf8');
    for (const payout of payouts)
      console.log(`${payout.invoice_number}  ${euro(payout.amount_cents).padStart(14)}  ${payout.account_holder}  ${payout.iban_masked}`);
    console.log(`${count} Auszahlung(en), zusammen ${euro(total)}. SEPA-Datei: ${file}`);
  }
} else if (command === 'failed') {
  if (!argument) usage('Bitte die Belegnummer (AUS-…) angeben.');
  if (!options.reason) usage('Bitte --reason="…" angeben.');
  const result = await call('POST', '/payouts/operator/failed', { invoice_number: argument, reason: options.reason });
  console.log(`${result.data.invoice_number}: ${result.message}`);
} else {
  usage(command ? `Unbekannter Befehl „${command}“.` : undefined);
}
