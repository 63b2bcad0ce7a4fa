// The release CLI's commands: each calls the API's release registry and prints what changed (vorher → nachher).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertSameServerBuild, contentHash, providedShared, readManifest, Refusal, requiredShared } from './dist.mjs';

const require = createRequire(import.meta.url);
const { AREAS, readEnv } = require('../env.cjs');

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export const USAGE = `Verwendung: npm run release -- <Befehl> …

  register <bereich> --dist <ordner> --url <manifest-url> [--version x]   Build registrieren (prüft, dass das Manifest unter --url lädt)
  shell <umgebung> --dist shell/dist                                     Shell einer Umgebung mit ihren geteilten Versionen eintragen
  release <bereich> <version> --env <umgebung> [--canary <prozent>]     Build live schalten oder als Canary
  promote <bereich> --from <umgebung>                                    Live-Version in die nächste Umgebung übernehmen
  rollback <bereich> --env <umgebung>                                    Vorherige Live-Version wiederherstellen
  canary <bereich> --env <umgebung> --percent <n> | --end                Canary-Anteil ändern oder Canary beenden
  link <bereich> <version> --env <umgebung> [--hours n]                  Testlink (QA) für einen Browser ausstellen
  status [--env <umgebung>]                                              Live/Canary je Bereich mit Fehlern je Version

Schlüssel: MARKTPLATZ_RELEASE_TOKEN (persönlicher API-Schlüssel mit Rolle release / release_production).
API: --api <url>, sonst PUBLIC_API_URL aus .env.`;

const OPTIONS = {
  api: { type: 'string' },
  dist: { type: 'string' },
  url: { type: 'string' },
  version: { type: 'string' },
  env: { type: 'string' },
  from: { type: 'string' },
  canary: { type: 'string' },
  percent: { type: 'string' },
  end: { type: 'boolean' },
  hours: { type: 'string' },
};

function areaOf(name) {
  const area = AREAS.find((entry) => entry.folder === name);
  if (!area) throw new Refusal(`Unbekannter Bereich „${name}“ (bekannt: ${AREAS.map((entry) => entry.folder).join(', ')}).`);
  return area;
}

function need(value, text) {
  if (value === undefined || value === '') throw new Refusal(text);
  return value;
}

function wholeNumber(value, text) {
  if (!/^-?\d+$/.test(value ?? '')) throw new Refusal(text);
  return Number(value);
}

const describe = (ref) => (ref ? ref.version : '–');
const describeCanary = (canary) => (canary ? `${canary.version} (${canary.percent} %)` : '–');

/** „vorher → nachher“ of a step's answer. */
export function changeLines(change) {
  return [
    `${change.area} in „${change.environment}“:`,
    `  live:   ${describe(change.before.live)} → ${describe(change.after.live)}`,
    `  canary: ${describeCanary(change.before.canary)} → ${describeCanary(change.after.canary)}`,
  ];
}

/** The API client of one run: bearer token, German refusals from the API's envelope. */
function client(base, token, fetchImpl) {
  return async (method, url, body) => {
    if (!token) throw new Refusal('MARKTPLATZ_RELEASE_TOKEN ist nicht gesetzt (persönlicher API-Schlüssel aus dem Backoffice).');
    let response;
    try {
      response = await fetchImpl(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new Refusal(`Die API unter ${base} ist nicht erreichbar (${error.message}).`);
    }
    const payload = await response.json().catch(() => null);
    if (!response.ok || payload?.status === false) {
      const fields = Object.entries(payload?.errors ?? {}).map(([field, messages]) => `  ${field}: ${[].concat(messages).join(' ')}`);
      throw new Refusal([`Abgelehnt (HTTP ${response.status}): ${payload?.message ?? 'ohne Begründung'}`, ...fields].join('\n'));
    }
    return payload?.data;
  };
}

/** The manifest at `url` answers 200 with JSON of the same remote name, or a refusal. */
export async function assertManifestLoads(url, name, fetchImpl) {
  let response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Refusal(`Das Manifest unter ${url} lädt nicht (${error.message}).`);
  }
  if (response.status !== 200) throw new Refusal(`Das Manifest unter ${url} lädt nicht (HTTP ${response.status}).`);
  const manifest = await response.json().catch(() => undefined);
  if (!manifest || typeof manifest !== 'object') throw new Refusal(`Unter ${url} liegt kein JSON-Manifest.`);
  if (manifest.name !== name) throw new Refusal(`Das Manifest unter ${url} gehört zu „${manifest.name}“, nicht zu „${name}“.`);
}

const COMMANDS = {
  async register({ positionals: [areaName], values }, { call, fetchImpl, out }) {
    const area = areaOf(need(areaName, 'Welcher Bereich? register <bereich> --dist <ordner> --url <manifest-url>'));
    const dist = path.resolve(need(values.dist, 'Bitte --dist <ordner> angeben (der gebaute dist-Ordner des Bereichs).'));
    const url = need(values.url, 'Bitte --url <manifest-url> angeben (wo das Manifest ausgeliefert wird).');
    const manifest = readManifest(dist);
    if (manifest.name !== area.remote) throw new Refusal(`${dist} enthält „${manifest.name}“, nicht ${area.remote} (${area.folder}).`);
    assertSameServerBuild(dist, manifest);
    const version = values.version ?? manifest.metaData?.buildInfo?.buildVersion;
    need(version, 'Bitte --version angeben (das Manifest nennt keine).');
    await assertManifestLoads(url, manifest.name, fetchImpl);
    const build = await call('POST', '/admin/releases/builds', {
      area: area.folder,
      version,
      manifest_url: url,
      content_hash: contentHash(dist),
      shared: requiredShared(manifest),
    });
    out(`Registriert: ${build.area} ${build.version}`);
    out(`  Manifest: ${build.manifest_url}`);
    out(`  Inhalt:   ${build.content_hash}`);
    out(
      `  braucht:  ${
        Object.entries(build.shared)
          .map(([name, range]) => `${name} ${range}`)
          .join(', ') || '–'
      }`,
    );
  },

  async shell({ positionals: [environment], values }, { call, out }) {
    need(environment, 'Welche Umgebung? shell <umgebung> --dist shell/dist');
    const dist = path.resolve(values.dist ?? path.join(ROOT, 'shell/dist'));
    const manifest = readManifest(dist);
    const version = values.version ?? manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0';
    const result = await call('PUT', `/admin/releases/${encodeURIComponent(environment)}/shell`, {
      version,
      shared: providedShared(manifest),
    });
    out(`Shell von „${environment}“: ${result.before ?? '–'} → ${result.version}`);
    for (const [name, provided] of Object.entries(result.shared)) {
      if (name.startsWith('@marktplatz/') || name.startsWith('@module-federation/')) out(`  ${name} ${provided}`);
    }
  },

  async release({ positionals: [areaName, version], values }, { call, out }) {
    const area = areaOf(need(areaName, 'release <bereich> <version> --env <umgebung>'));
    need(version, 'Welche Version? release <bereich> <version> --env <umgebung>');
    const environment = need(values.env, 'Bitte --env <umgebung> angeben.');
    const body = { area: area.folder, version };
    if (values.canary !== undefined)
      body.canary_percent = wholeNumber(values.canary, 'Der Canary-Anteil muss eine ganze Zahl zwischen 1 und 99 sein.');
    changeLines(await call('POST', `/admin/releases/${encodeURIComponent(environment)}/release`, body)).forEach((line) => out(line));
  },

  async promote({ positionals: [areaName], values }, { call, out }) {
    const area = areaOf(need(areaName, 'promote <bereich> --from <umgebung>'));
    const from = need(values.from, 'Bitte --from <umgebung> angeben.');
    changeLines(await call('POST', `/admin/releases/${encodeURIComponent(from)}/promote`, { area: area.folder })).forEach((line) =>
      out(line),
    );
  },

  async rollback({ positionals: [areaName], values }, { call, out }) {
    const area = areaOf(need(areaName, 'rollback <bereich> --env <umgebung>'));
    const environment = need(values.env, 'Bitte --env <umgebung> angeben.');
    changeLines(await call('POST', `/admin/releases/${encodeURIComponent(environment)}/rollback`, { area: area.folder })).forEach((line) =>
      out(line),
    );
  },

  async canary({ positionals: [areaName], values }, { call, out }) {
    const area = areaOf(need(areaName, 'canary <bereich> --env <umgebung> --percent <n> | --end'));
    const environment = need(values.env, 'Bitte --env <umgebung> angeben.');
    const url = `/admin/releases/${encodeURIComponent(environment)}/canary/${area.folder}`;
    if (values.end) {
      changeLines(await call('DELETE', url)).forEach((line) => out(line));
      return;
    }
    const percent = wholeNumber(
      need(values.percent, 'Bitte --percent <n> (1–99) oder --end angeben.'),
      'Der Canary-Anteil muss eine ganze Zahl zwischen 1 und 99 sein.',
    );
    changeLines(await call('PUT', url, { percent })).forEach((line) => out(line));
  },

  async link({ positionals: [areaName, version], values }, { call, out }) {
    const area = areaOf(need(areaName, 'link <bereich> <version> --env <umgebung> [--hours n]'));
    need(version, 'Welche Version? link <bereich> <version> --env <umgebung>');
    const environment = need(values.env, 'Bitte --env <umgebung> angeben.');
    const body = { area: area.folder, version };
    if (values.hours !== undefined)
      body.hours = wholeNumber(values.hours, 'Die Gültigkeit (--hours) muss eine ganze Zahl von 1 bis 72 sein.');
    const link = await call('POST', `/admin/releases/${encodeURIComponent(environment)}/override-links`, body);
    out(`Testlink für ${area.folder} ${version} in „${environment}“ (gültig bis ${link.expires_at}):`);
    out(link.url);
  },

  async status({ values }, { call, out, settings }) {
    const environments = values.env
      ? [values.env]
      : (settings.RELEASE_ENVIRONMENTS ?? 'local,staging,production').split(',').map((name) => name.trim());
    for (const environment of environments.filter(Boolean)) {
      const state = await call('GET', `/admin/releases/${encodeURIComponent(environment)}`);
      out(`Umgebung „${state.environment}“ (Stand ${state.revision}; Shell ${state.shell?.version ?? 'nicht eingetragen'})`);
      if (state.areas.length === 0) out('  noch kein Bereich freigegeben');
      for (const area of state.areas) {
        out(`  ${area.area}: live ${area.live.version} (${area.live.released_by ?? 'unbekannt'}, ${area.live.released_at})`);
        if (area.canary) out(`    canary ${area.canary.version} für ${area.canary.percent} %`);
        for (const failure of area.failures)
          out(`    Fehler ${failure.version} ${failure.kind}: ${failure.count} (zuletzt ${failure.last_at})`);
      }
    }
  },
};

/** Runs one command; answers the exit code (0 done, 1 refused, 2 wrong call). */
export async function main(argv, { env = process.env, out = console.log, err = console.error, fetchImpl = globalThis.fetch } = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...positionals] = parsed.positionals;
  const run = COMMANDS[command];
  if (!run) {
    err(command ? `Unbekannter Befehl „${command}“.\n\n${USAGE}` : USAGE);
    return 2;
  }
  const settings = readEnv(ROOT, env);
  const base = (parsed.values.api ?? settings.PUBLIC_API_URL ?? settings.API_BASE ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  try {
    await run(
      { positionals, values: parsed.values },
      { call: client(base, env.MARKTPLATZ_RELEASE_TOKEN, fetchImpl), fetchImpl, out, settings },
    );
    return 0;
  } catch (error) {
    if (error instanceof Refusal) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}
