// What the operator tools (onboarding.mjs, payouts.mjs) share until a back office exists: the
// command line (`command arg --name=value`), the usage message, and the call to the running API with the operator
// key (header x-operator-key, MODERATION_OPERATOR_KEY; in development the default of src/config.ts).

const DEV_KEY = 'marktplatz-moderation-entwicklung';

/**
 * One tool: `urlVariable` names the environment variable of its API address (default
 * http://127.0.0.1:${API_PORT:-4000}), `usageLine` is printed after „Aufruf: “ on a wrong call.
 */
export function operatorTool({ urlVariable, usageLine }) {
  function usage(message) {
    if (message) console.error(`Fehler: ${message}`);
    console.error(`Aufruf: ${usageLine}`);
    process.exit(2);
  }

  /** Calls the API; on a failure prints the German message (and the field errors) and ends the tool with 1. */
  async function call(method, apiPath, body) {
    const base = (process.env[urlVariable] ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, '');
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

  /** The command line: positional words and `--name=value` options. */
  function args(argv = process.argv.slice(2)) {
    const positional = [];
    const options = {};
    for (const arg of argv) {
      const match = /^--([a-z]+)=(.*)$/s.exec(arg);
      if (match) options[match[1]] = match[2];
      else positional.push(arg);
    }
    return { positional, options };
  }

  return { args, call, usage };
}
