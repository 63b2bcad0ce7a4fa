#!/usr/bin/env node
// A small static file server for the built apps (no dependencies).
//   node scripts/serve-static.mjs <folder> <port> [--spa] [--cors-origin=http://127.0.0.1:3000 …]
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Files that name the current build and must be revalidated on every load. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'env.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const CONTENT_HASH = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName)) return 'no-cache';
  if (CONTENT_HASH.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves `root` on `port`.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, corsOrigins?: string[], quiet?: boolean }} options
 *   spa: unknown paths without a file extension answer index.html (the shell only).
 *   corsOrigins: origins allowed to fetch from this server (the shell's origin, for an area); '*' allows any.
 * @returns {Promise<{ server: http.Server, url: string, close: () => Promise<void> }>}
 */
export async function serveStatic({ root, port, host = '127.0.0.1', spa = false, corsOrigins = [], quiet = true }) {
  const base = path.resolve(root);
  const gzipCache = new Map();

  async function findFile(urlPath) {
    const decoded = decodeURIComponent(urlPath);
    const candidate = path.resolve(base, `.${decoded}`);
    if (candidate !== base && !candidate.startsWith(base + path.sep)) return null;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { file: candidate, info };
      if (info.isDirectory()) {
        const index = path.join(candidate, 'index.html');
        const indexInfo = await stat(index);
        if (indexInfo.isFile()) return { file: index, info: indexInfo };
      }
    } catch {
      // not found: handled by the caller
    }
    return null;
  }

  function setCors(request, response) {
    const origin = request.headers.origin;
    if (!origin || corsOrigins.length === 0) return;
    if (corsOrigins.includes('*')) {
      response.setHeader('Access-Control-Allow-Origin', '*');
    } else if (corsOrigins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
    }
    response.setHeader('Vary', 'Origin, Accept-Encoding');
  }

  async function handle(request, response) {
    setCors(request, response);
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '');
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let found = await findFile(urlPath);
    if (!found && spa && path.extname(urlPath) === '') found = await findFile('/index.html');
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Nicht gefunden');
      return;
    }
    const { file, info } = found;
    const extension = path.extname(file).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(extension) && info.size > 512) {
      const key = `${file}:${etag}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(await readFile(file));
        gzipCache.set(key, body);
      }
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Content-Length', body.length);
      response.writeHead(200);
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.setHeader('Content-Length', info.size);
    response.writeHead(200);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Serverfehler');
      if (!quiet) console.error(error);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const [root, port] = positional;
  if (!root || !port) {
    console.error('Aufruf: node scripts/serve-static.mjs <Ordner> <Port> [--spa] [--cors-origin=<Origin>]');
    process.exit(2);
  }
  const corsOrigins = args.filter((arg) => arg.startsWith('--cors-origin=')).map((arg) => arg.slice('--cors-origin='.length));
  const served = await serveStatic({ root, port: Number(port), spa: args.includes('--spa'), corsOrigins, quiet: false });
  console.log(`${root} → ${served.url}`);
}
