// Preload hints of the shell's page: the server knows the URL, hence the area that owns it (the shell's route
// table, written to dist/route-table.json by the shell's build) and the area's manifest (its URL in remotes.json).
// The browser then fetches manifest, remote entry and exposed module at once, while the shell's own script loads,
// instead of one hop after another once the shell runs.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Whether a React Router pattern (`/a/:b`, `/a/*`) matches a path. */
export function matchesPattern(pattern, urlPath) {
  const clean = urlPath.replace(/\/+$/, '') || '/';
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return clean === prefix || clean.startsWith(`${prefix}/`);
  }
  const wanted = pattern.split('/');
  const actual = clean.split('/');
  return (
    wanted.length === actual.length && wanted.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]))
  );
}

/** The area remote that owns `urlPath` by the route table, or null (a shell page). */
export function areaFor(routeTable, urlPath) {
  for (const route of routeTable.areas ?? []) {
    if (route.patterns.some((pattern) => matchesPattern(pattern, urlPath))) return route.remote;
  }
  return null;
}

/** A value for a double-quoted HTML attribute. */
export const escapeAttribute = (value) =>
  String(value).replace(/[&"<>]/g, (char) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[char]);

/** The hints for one area from its manifest (`manifestUrl` is where it was read). */
export function hintsFromManifest(manifest, manifestUrl, { exposeName = 'Area', apiBase } = {}) {
  const meta = manifest.metaData ?? {};
  const publicPath = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', manifestUrl).href;
  const at = (file) => new URL(file, publicPath).href;
  const origin = new URL(publicPath).origin;
  const links = [
    // Scripts load without CORS, the manifest with it: one connection of each kind.
    `<link rel="preconnect" href="${escapeAttribute(origin)}">`,
    `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`,
  ];
  if (apiBase) links.push(`<link rel="preconnect" href="${escapeAttribute(new URL(apiBase).origin)}" crossorigin>`);
  links.push(`<link rel="preload" as="fetch" href="${escapeAttribute(manifestUrl)}" crossorigin>`);
  const entry = meta.remoteEntry;
  if (entry?.name)
    links.push(`<link rel="preload" as="script" href="${escapeAttribute(at(path.posix.join(entry.path ?? '', entry.name)))}">`);
  const expose = (manifest.exposes ?? []).find((candidate) => candidate.name === exposeName || candidate.path === `./${exposeName}`);
  for (const file of expose?.assets?.js?.sync ?? []) links.push(`<link rel="preload" as="script" href="${escapeAttribute(at(file))}">`);
  return links.join('');
}

/**
 * The shared libraries the shell starts with on every page (its share scope loads them once `main.js` runs): preloaded
 * with the page, they arrive while `main.js` does instead of after it. Apollo, graphql, rxjs and axios load with an
 * area or on demand, react-hot-toast with the first toast (shared 1.10.0): they are left out.
 */
export const SHELL_START_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@marktplatz/shared',
  'final-form',
  'react-final-form',
];

/** The shell's own chunks of the frame, loaded on every page (webpackChunkName in src/layout/Layout.tsx). */
export const SHELL_FRAME_CHUNKS = /^(header|footer|cookie-banner)\.[0-9a-f]{8}\.js$/;

/** Preload hints of the shell's start libraries, from the shell's own manifest (files at the site's root). */
export function shellStartHints(manifest, frameChunks = []) {
  const files = new Set();
  for (const entry of manifest?.shared ?? []) {
    // The first file is the library's own chunk (further ones are copies for other share keys, not loaded).
    const file = entry.assets?.js?.sync?.[0];
    if (SHELL_START_SHARED.includes(entry.name) && file) files.add(file);
  }
  for (const file of frameChunks) files.add(file);
  return [...files].map((file) => `<link rel="preload" as="script" href="/${escapeAttribute(file)}">`).join('');
}

/**
 * Hints per URL. Files are re-read when they change; an area's manifest is kept `ttlMs` and fetched again in the
 * background after that (a slow or missing manifest means no hints, never a slower page).
 */
export function createPreloadPlanner({ root, ttlMs = 30_000, timeoutMs = 500, fetchImpl = fetch }) {
  const files = new Map();
  async function json(name) {
    const file = path.join(root, name);
    try {
      const info = await stat(file);
      const hit = files.get(name);
      if (hit && hit.mtimeMs === info.mtimeMs) return hit.value;
      const value = JSON.parse(await readFile(file, 'utf8'));
      files.set(name, { mtimeMs: info.mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  }

  let frame = { manifest: null, files: [] };
  /** The frame's chunk files of the current build (listed again when the shell's manifest changes). */
  async function frameChunks(manifest) {
    if (frame.manifest !== manifest) {
      frame = { manifest, files: (await readdir(root).catch(() => [])).filter((name) => SHELL_FRAME_CHUNKS.test(name)).sort() };
    }
    return frame.files;
  }

  const manifests = new Map();
  function fetchManifest(url) {
    const pending = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((manifest) => {
        // A failure is tried again after a few seconds, not after the full time to live.
        manifests.set(url, { manifest, expires: Date.now() + (manifest ? ttlMs : 5_000), pending: null });
        return manifest;
      });
    const hit = manifests.get(url);
    manifests.set(url, { manifest: hit?.manifest ?? null, expires: hit?.expires ?? 0, pending });
    return pending;
  }
  async function manifestOf(url) {
    const hit = manifests.get(url);
    if (!hit) return fetchManifest(url);
    if (hit.expires < Date.now() && !hit.pending) void fetchManifest(url);
    return hit.manifest ?? (hit.pending ? hit.pending : null);
  }

  return {
    /** The hints of `urlPath`; `visitorRemotes`: the visitor's composition (releases.mjs), else the folder's remotes.json. */
    async hintsFor(urlPath, visitorRemotes) {
      const [routeTable, remotes, env, shellManifest] = await Promise.all([
        json('route-table.json'),
        visitorRemotes ?? json('remotes.json'),
        json('env.json'),
        json('mf-manifest.json'),
      ]);
      const shell = shellStartHints(shellManifest, await frameChunks(shellManifest));
      if (!routeTable || !remotes) return shell;
      const remote = areaFor(routeTable, urlPath);
      const manifestUrl = remote ? remotes[remote] : undefined;
      if (!manifestUrl) return shell;
      const manifest = await manifestOf(manifestUrl);
      // The area's chain first: it is the longer one.
      return (manifest ? hintsFromManifest(manifest, manifestUrl, { apiBase: env?.API_BASE }) : '') + shell;
    },
  };
}

/** The value of a tag's attribute (quoted or not, as the build minifies it), or null. */
function attributeOf(tag, name) {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/**
 * Moves the head's script and fetch preloads (the entry script, the shell's start libraries and frame chunks, the
 * area's manifest, remote entry and exposed module) into `<template id="mp-later">` at the end of the body, in
 * their order. The page's start script (tooling/webpack/factory.cjs `paintFirstStart`) puts them back into the head
 * one frame after the first paint: they still load all at once, beside each other, but the HTML, the server's first
 * view and the page's largest picture (its image preload stays in the head) have the connection to themselves
 * until the page is painted. Preconnects stay in the head. A page without such preloads is returned unchanged.
 */
export function deferPreloads(html) {
  const end = html.search(/<\/head>/i);
  if (end < 0) return html;
  const moved = [];
  const head = html.slice(0, end).replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = (attributeOf(tag, 'rel') ?? '').toLowerCase();
    const as = (attributeOf(tag, 'as') ?? '').toLowerCase();
    if (rel !== 'preload' || (as !== 'script' && as !== 'fetch')) return tag;
    moved.push(tag);
    return '';
  });
  if (moved.length === 0) return html;
  const rest = html.slice(end);
  const template = `<template id="mp-later">${moved.join('')}</template>`;
  const bodyEnd = rest.search(/<\/body>/i);
  return bodyEnd < 0 ? `${head}${rest}${template}` : `${head}${rest.slice(0, bodyEnd)}${template}${rest.slice(bodyEnd)}`;
}
