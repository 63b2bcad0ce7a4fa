#!/usr/bin/env node
// The finance team's payout tool. It calls the back office's routes of the running API (/admin/payouts/…) with a
// personal staff API token (role finance or admin); the API books everything in the providers' ledgers and writes
// each step to the audit log under the member's name.
//
//   node api/scripts/payouts.mjs transfer <order_number>          a customer's bank transfer arrived (prepayment)
//   node api/scripts/payouts.mjs run [--out=payouts.xml]           pay all requested withdrawals: SEPA credit
//                                                                   transfer file (pain.001.001.09) for the bank
//   node api/scripts/payouts.mjs failed <AUS-…> --reason="…"       the bank returned a payout: back to the balance
//
// Settings: MARKTPLATZ_STAFF_TOKEN (required: `mpt_…`, created in the back office at /admin/tokens),
// PAYOUTS_API_URL (default http://127.0.0.1:${API_PORT:-4000}).

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { operatorTool } from './lib/operator.mjs';

const { args, call, usage } = operatorTool({
  urlVariable: 'PAYOUTS_API_URL',
  usageLine:
    'MARKTPLATZ_STAFF_TOKEN=mpt_… payouts.mjs transfer <Bestellnummer> | run [--out=Datei.xml] | failed <Belegnummer> --reason="…"',
  role: 'finance',
});

const euro = (cents) => (cents / 100).toLocaleString('de-DE', { style: 'currency', currency: 'EUR' });

const { positional, options } = args();
const [command, argument] = positional;

if (command === 'transfer') {
  if (!argument) usage('Bitte die Bestellnummer angeben.');
  const result = await call('POST', '/admin/payouts/transfer-received', { order_number: argument });
  console.log(`${result.data.order_number}: ${result.message}`);
} else if (command === 'run') {
  const result = await call('POST', '/admin/payouts/run');
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
  const result = await call('POST', '/admin/payouts/failed', { invoice_number: argument, reason: options.reason });
  console.log(`${result.data.invoice_number}: ${result.message}`);
} else {
  usage(command ? `Unbekannter Befehl „${command}“.` : undefined);
}
