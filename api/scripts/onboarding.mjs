#!/usr/bin/env node
// The operator's onboarding tool (trader data, Art. 30 DSA) until a back office exists. It talks to the running
// API with MODERATION_OPERATOR_KEY (header x-operator-key); every decision is recorded with who (--by).
//
//   node api/scripts/onboarding.mjs list                                   submitted sets waiting for a decision
//   node api/scripts/onboarding.mjs show <provider-id>                     the data of one provider
//   node api/scripts/onboarding.mjs verify <provider-id> --by="Name"
//   node api/scripts/onboarding.mjs reject <provider-id> --reason="Registernummer passt nicht zum Auszug" --by="Name"
//
// Settings: ONBOARDING_API_URL (default http://127.0.0.1:${API_PORT:-4000}), MODERATION_OPERATOR_KEY
// (development default as in src/config.ts).

import { operatorTool } from './lib/operator.mjs';

const { args, call, usage } = operatorTool({
  urlVariable: 'ONBOARDING_API_URL',
  usageLine: 'onboarding.mjs list | show <id> | verify <id> --by=… | reject <id> --reason=… --by=…',
});

const { positional, options } = args();
const [command, id] = positional;

switch (command) {
  case 'list': {
    const { data } = await call('GET', '/onboarding/operator/submissions');
    if (data.length === 0) console.log('Keine eingereichten Anbieterangaben.');
    for (const row of data)
      console.log(
        `${String(row.provider_id).padStart(6)}  ${(row.submitted_at ?? '').slice(0, 16).replace('T', ' ')}  ${row.company_name ?? '–'} <${row.email ?? '–'}>`,
      );
    break;
  }
  case 'show': {
    if (!id) usage('Anbieter-Nummer fehlt.');
    const { data } = await call('GET', `/onboarding/operator/providers/${encodeURIComponent(id)}`);
    console.log(`Stand: ${data.status_text}${data.rejection_reason ? ` (Grund: ${data.rejection_reason})` : ''}`);
    console.log(`${data.company_type ?? '–'} · ${data.company_name ?? '–'} · vertreten durch ${data.legal_representative ?? '–'}`);
    console.log(`${data.street ?? ''} ${data.house_number ?? ''}, ${data.zip_code ?? ''} ${data.city ?? ''}, ${data.country}`);
    console.log(`Telefon ${data.phone ?? '–'} · E-Mail ${data.email ?? '–'}`);
    console.log(
      `Register: ${data.register_court ?? '–'} ${data.register_number ?? ''} · USt-IdNr. ${data.vat_id ?? '–'} · Steuernummer ${data.tax_number ?? '–'} · ${data.vat_status ?? '–'}`,
    );
    console.log(`Ausweis: ${data.id_document ? `${data.id_document.file_name} (${data.id_document.url})` : 'fehlt'}`);
    console.log(
      `Auszahlungskonto: ${data.payout_account ? `${data.payout_account.account_holder}, ${data.payout_account.iban_masked}` : 'fehlt'}`,
    );
    console.log(`Selbstverpflichtung: ${data.self_certified ? 'ja' : 'nein'}`);
    break;
  }
  case 'verify':
  case 'reject': {
    if (!id) usage('Anbieter-Nummer fehlt.');
    if (!options.by) usage('--by="Name" fehlt.');
    if (command === 'reject' && !options.reason) usage('--reason="…" fehlt.');
    const { data } = await call('POST', `/onboarding/operator/providers/${encodeURIComponent(id)}/decision`, {
      decision: command,
      by: options.by,
      ...(options.reason ? { reason: options.reason } : {}),
    });
    console.log(`Anbieter ${data.provider_id}: ${data.status_text}`);
    break;
  }
  default:
    usage(command ? `Unbekannter Befehl „${command}“.` : undefined);
}
