#!/usr/bin/env node
// The operator's moderation tool (notice and action, Art. 16, 17 DSA) until a back office exists.
// It talks to the running API with MODERATION_OPERATOR_KEY (header x-operator-key); every step is recorded
// in the API with who (--by) and when.
//
//   node api/scripts/moderation.mjs list [--status=received|in_review|action_taken|no_action]
//   node api/scripts/moderation.mjs show <id>
//   node api/scripts/moderation.mjs review <id> --by="Name"
//   node api/scripts/moderation.mjs decide <id> --outcome=action_taken --action=content_removed --ground=illegal \
//        --reason="Tatsachen und Umstände …" --by="Name"
//   node api/scripts/moderation.mjs decide <id> --outcome=no_action --reason="…" --by="Name"
//
// Settings: MODERATION_API_URL (default http://127.0.0.1:${API_PORT:-4000}), MODERATION_OPERATOR_KEY
// (development default as in src/config.ts).

import { operatorTool } from './lib/operator.mjs';

const { args, call, usage } = operatorTool({
  urlVariable: 'MODERATION_API_URL',
  usageLine:
    'moderation.mjs list [--status=…] | show <id> | review <id> --by=… | decide <id> --outcome=… [--action=… --ground=…] --reason=… --by=…',
});

function line(report) {
  return `${String(report.id).padStart(5)}  ${report.case_number}  ${report.status_label.padEnd(18)}  ${report.created_at.slice(0, 16).replace('T', ' ')}  ${report.target_type} ${report.target_id}: ${report.target_label} (${report.category_label})`;
}

function print(report) {
  console.log(line(report));
  console.log(`  Begründung der Meldung: ${report.explanation}`);
  console.log(`  Meldende Person: ${report.reporter_name ?? 'anonym'}${report.reporter_email ? ` <${report.reporter_email}>` : ''}`);
  if (report.decided_at)
    console.log(
      `  Entscheidung: ${report.status_label}${report.action ? ` (${report.action}, ${report.ground})` : ''} von ${report.decided_by} am ${report.decided_at}: ${report.decision_reason}`,
    );
  console.log('  Verlauf:');
  for (const event of report.events)
    console.log(
      `    ${event.at}  ${event.from_status ?? '–'} → ${event.to_status}  (${event.actor})${event.note ? `: ${event.note}` : ''}`,
    );
}

const { positional, options } = args();
const [command, idText] = positional;
const id = idText === undefined ? undefined : Number.parseInt(idText, 10);
if (idText !== undefined && !(Number.isInteger(id) && id > 0)) usage('Die Nummer der Meldung muss eine ganze Zahl ab 1 sein.');

switch (command) {
  case 'list': {
    const query = options.status ? `?status=${encodeURIComponent(options.status)}` : '';
    const { data } = await call('GET', `/moderation/operator/reports${query}`);
    if (data.length === 0) console.log('Keine Meldungen.');
    for (const report of data) console.log(line(report));
    break;
  }
  case 'show': {
    if (id === undefined) usage('Nummer der Meldung fehlt.');
    print((await call('GET', `/moderation/operator/reports/${id}`)).data);
    break;
  }
  case 'review': {
    if (id === undefined || !options.by) usage('review braucht <id> und --by="Name".');
    const result = await call('POST', `/moderation/operator/reports/${id}/review`, { actor: options.by });
    console.log(result.message);
    print(result.data);
    break;
  }
  case 'decide': {
    if (id === undefined || !options.by || !options.outcome || !options.reason) usage('decide braucht <id>, --outcome, --reason und --by.');
    const result = await call('POST', `/moderation/operator/reports/${id}/decision`, {
      outcome: options.outcome,
      action: options.action ?? null,
      ground: options.ground ?? null,
      reason: options.reason,
      actor: options.by,
    });
    console.log(result.message);
    print(result.data);
    break;
  }
  default:
    usage(command ? `Unbekannter Befehl „${command}“.` : undefined);
}
