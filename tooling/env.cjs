// Reads the Marktplatz settings: `.env.example` gives every default, `.env` overrides, the process environment wins.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** Parses KEY=value lines; `#` starts a comment line, surrounding quotes are removed. */
function parseEnvFile(text) {
  const values = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2].trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) {
      value = value.slice(1, -1);
    }
    values[match[1]] = value;
  }
  return values;
}

function readIfPresent(file) {
  return fs.existsSync(file) ? parseEnvFile(fs.readFileSync(file, 'utf8')) : {};
}

/** Settings from `.env.example`, then `.env`, then `process.env` (non-empty values only). */
function readEnv(rootDir = ROOT, environment = process.env) {
  const merged = { ...readIfPresent(path.join(rootDir, '.env.example')), ...readIfPresent(path.join(rootDir, '.env')) };
  for (const key of Object.keys(merged)) {
    const fromProcess = environment[key];
    if (typeof fromProcess === 'string' && fromProcess !== '') merged[key] = fromProcess;
  }
  return merged;
}

/** The areas: remote name, package folder, manifest-URL setting and port setting with its default. */
const AREAS = [
  { remote: 'mfe_shop', folder: 'mfe-shop', urlKey: 'MFE_SHOP_URL', portKey: 'MFE_SHOP_PORT', port: 3001 },
  { remote: 'mfe_leads', folder: 'mfe-leads', urlKey: 'MFE_LEADS_URL', portKey: 'MFE_LEADS_PORT', port: 3002 },
  { remote: 'mfe_orders', folder: 'mfe-orders', urlKey: 'MFE_ORDERS_URL', portKey: 'MFE_ORDERS_PORT', port: 3003 },
  { remote: 'mfe_food', folder: 'mfe-food', urlKey: 'MFE_FOOD_URL', portKey: 'MFE_FOOD_PORT', port: 3004 },
  { remote: 'mfe_stores', folder: 'mfe-stores', urlKey: 'MFE_STORES_URL', portKey: 'MFE_STORES_PORT', port: 3005 },
  { remote: 'mfe_chat', folder: 'mfe-chat', urlKey: 'MFE_CHAT_URL', portKey: 'MFE_CHAT_PORT', port: 3006 },
  { remote: 'mfe_account', folder: 'mfe-account', urlKey: 'MFE_ACCOUNT_URL', portKey: 'MFE_ACCOUNT_PORT', port: 3007 },
  { remote: 'mfe_admin', folder: 'mfe-admin', urlKey: 'MFE_ADMIN_URL', portKey: 'MFE_ADMIN_PORT', port: 3008 },
];

const SHELL_PORT_DEFAULT = 3000;

const API_DEFAULTS = {
  API_BASE: 'http://127.0.0.1:4000',
  API_SECONDARY_BASE: 'http://127.0.0.1:4000/api',
  GRAPHQL_URL: 'http://127.0.0.1:4000/graphql',
};

function portOf(env, key, fallback) {
  const value = Number.parseInt(env[key] ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Everything the front end needs from the settings, with defaults filled in. */
function frontEndSettings(env = readEnv()) {
  const areas = AREAS.map((area) => {
    const port = portOf(env, area.portKey, area.port);
    const manifestUrl = env[area.urlKey] === undefined ? `http://127.0.0.1:${port}/mf-manifest.json` : env[area.urlKey];
    return { ...area, port, manifestUrl };
  });
  const remotes = {};
  for (const area of areas) {
    if (area.manifestUrl !== '') remotes[area.remote] = area.manifestUrl;
  }
  return {
    shellPort: portOf(env, 'SHELL_PORT', SHELL_PORT_DEFAULT),
    areas,
    remotes,
    api: {
      API_BASE: env.API_BASE || API_DEFAULTS.API_BASE,
      API_SECONDARY_BASE: env.API_SECONDARY_BASE || API_DEFAULTS.API_SECONDARY_BASE,
      GRAPHQL_URL: env.GRAPHQL_URL || API_DEFAULTS.GRAPHQL_URL,
    },
  };
}

module.exports = { ROOT, AREAS, parseEnvFile, readEnv, frontEndSettings };
