// What the back office's command-line tools (payouts.mjs) share: the command line (`command arg --name=value`), the
// usage message, and the call to the running API as a staff member — `Authorization: Bearer $MARKTPLATZ_STAFF_TOKEN`,
// a personal API token (`mpt_…`) created in the back office under „API-Schlüssel“ (/admin/tokens): scoped to roles,
// revocable, and every call is in the audit log under the member's name.

const TOKEN_HINT =
  'Legen Sie im Backoffice unter „API-Schlüssel“ (/admin/tokens) einen persönlichen API-Schlüssel an und setzen Sie ' +
  'ihn als MARKTPLATZ_STAFF_TOKEN (z. B. export MARKTPLATZ_STAFF_TOKEN=mpt_…).';

/**
 * One tool: `urlVariable` names the environment variable of its API address (default
 * http://127.0.0.1:${API_PORT:-4000}), `usageLine` is printed after „Aufruf: “ on a wrong call, `role` names the
 * staff role its calls need (for the message on a 403).
 */
export function operatorTool({ urlVariable, usageLine, role }) {
  function usage(message) {
    if (message) console.error(`Fehler: ${message}`);
    console.error(`Aufruf: ${usageLine}`);
    process.exit(2);
  }

  /** Calls the API; on a failure prints the German message (and the field errors) and ends the tool with 1. */
  async function call(method, apiPath, body) {
    const base = (process.env[urlVariable] ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, '');
    const token = (process.env.MARKTPLATZ_STAFF_TOKEN ?? '').trim();
    if (!token) {
      console.error(`Fehler: MARKTPLATZ_STAFF_TOKEN ist nicht gesetzt. ${TOKEN_HINT}`);
      process.exit(2);
    }
    let response;
    try {
      response = await fetch(`${base}${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      console.error(`Die API unter ${base} ist nicht erreichbar (${error.message}).`);
      process.exit(1);
    }
    const json = await response.json().catch(() => ({}));
    // A staff route answers 401 to an expired or revoked staff credential and 404 to anything that is no staff
    // credential at all; a 404 of an accepted token is the API's own answer (e.g. an unknown order number).
    if (response.status === 401 || (response.status === 404 && !(await tokenAccepted(base, token)))) {
      console.error(
        `Fehler ${response.status}: Der API-Schlüssel in MARKTPLATZ_STAFF_TOKEN wird nicht angenommen (ungültig, abgelaufen, ` +
          `widerrufen oder das Mitarbeiterkonto ist deaktiviert). ${TOKEN_HINT}`,
      );
      process.exit(1);
    }
    if (response.status === 403) {
      // The role hint only for a refusal of the role (not e.g. the four-eyes rule of a payout run).
      const roleRefused = !json.message || /Rolle/.test(json.message);
      console.error(
        `Fehler 403: ${json.message ?? 'Keine Berechtigung.'}` +
          (roleRefused
            ? ` Dieser Befehl verlangt die Rolle „${role}“ (oder admin) – im Mitarbeiterkonto und im Geltungsbereich des API-Schlüssels.`
            : ''),
      );
      process.exit(1);
    }
    if (!response.ok) {
      console.error(`Fehler ${response.status}: ${json.message ?? response.statusText}`);
      for (const [field, messages] of Object.entries(json.errors ?? {})) console.error(`  ${field}: ${messages.join(' ')}`);
      process.exit(1);
    }
    return json;
  }

  /** Whether the API accepts the token as a staff credential (GET /admin/me). */
  async function tokenAccepted(base, token) {
    try {
      const me = await fetch(`${base}/admin/me`, { headers: { authorization: `Bearer ${token}` } });
      return me.ok;
    } catch {
      return false;
    }
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
