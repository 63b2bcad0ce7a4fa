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
import { operatorTool } from './lib/operator.mjs';

const { args, call, usage } = operatorTool({
  urlVariable: 'PAYOUTS_API_URL',
  usageLine: 'payouts.mjs transfer <Bestellnummer> | run [--out=Datei.xml] | failed <Belegnummer> --reason="…"',
});

const euro = (cents) => (cents / 100).toLocaleString('de-DE', { style: 'currency', currency: 'EUR' });

const { positional, options } = args();
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
