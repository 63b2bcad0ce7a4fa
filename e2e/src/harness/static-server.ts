import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BASE_SECURITY_HEADERS,
  PERMISSIONS_POLICY,
  STATIC_HTML_POLICY,
  createNonce,
  pageSecurityHeaders,
  withNonce,
} from '../../../scripts/security-headers.mjs';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.map', '.svg', '.txt']);

export interface StaticServerOptions {
  name: string;
  host: string;
  port: number;
  root: string;
  /** Unknown paths without a file extension answer the root's index.html (client-side routes). */
  spaFallback?: boolean;
  /** Files answered from memory instead of the disk, by URL path (e.g. `/remotes.json`). */
  virtualFiles?: () => Record<string, string>;
  /**
   * The shell: its pages get the production server's security headers and this Content-Security-Policy for the
   * response's nonce, which every inline script of the build's page carries (scripts/security-headers.mjs).
   * Without it, HTML gets the restrictive policy of any other page (an area's standalone page).
   */
  pagePolicy?: (nonce: string) => string;
}

/**
 * A static file server for one app of the composed site, with the faults the e2e cases inject:
 * it can be stopped (connection refused), answer 404 for `mf-manifest.json`, or serve another build folder.
 * It sends CORS headers like every remote's host must, the production server's security headers (the shell's pages
 * with their Content-Security-Policy, so every journey runs under it), and gzips text like a real static host.
 */
export class StaticServer {
  readonly name: string;
  readonly origin: string;
  private readonly options: StaticServerOptions;
  private root: string;
  private manifestMissing = false;
  private server: http.Server | undefined;
  private readonly gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  constructor(options: StaticServerOptions) {
    this.options = options;
    this.name = options.name;
    this.root = options.root;
    this.origin = `http://${options.host}:${options.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  get servedRoot(): string {
    return this.root;
  }

  /** Serve another build folder from the same origin (e.g. a fixture build under the area's remote name). */
  serveFrom(root: string): void {
    this.root = root;
  }

  resetRoot(): void {
    this.root = this.options.root;
  }

  /** While set, `mf-manifest.json` answers 404 and everything else is served. */
  setManifestMissing(missing: boolean): void {
    this.manifestMissing = missing;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = http.createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error));
      });
    });
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
  }

  /** Closes the port and every open connection, so the browser sees the server down. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** Back to the state after construction: own build folder, manifest served, listening. */
  async restore(): Promise<void> {
    this.resetRoot();
    this.setManifestMissing(false);
    await this.start();
  }

  port(): number {
    const address = this.server?.address() as AddressInfo | null | undefined;
    return address?.port ?? this.options.port;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const headers: Record<string, string> = {
      ...BASE_SECURITY_HEADERS,
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...headers, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, HEAD' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, headers);
      response.end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', this.origin).pathname);
    if (this.manifestMissing && path.posix.basename(urlPath) === 'mf-manifest.json') {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Nicht gefunden');
      return;
    }
    const virtual = this.options.virtualFiles?.()[urlPath];
    if (virtual !== undefined) {
      this.send(request, response, headers, path.extname(urlPath), Buffer.from(virtual), undefined);
      return;
    }
    const filePath = await this.resolveFile(urlPath);
    if (!filePath) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Nicht gefunden');
      return;
    }
    const ext = path.extname(filePath);
    if (ext === '.html') {
      const { pagePolicy } = this.options;
      if (pagePolicy) {
        const nonce = createNonce();
        const html = withNonce(await readFile(filePath, 'utf8'), nonce);
        this.send(request, response, { ...headers, ...pageSecurityHeaders(pagePolicy(nonce)) }, ext, Buffer.from(html), undefined);
        return;
      }
      Object.assign(headers, { 'permissions-policy': PERMISSIONS_POLICY, 'content-security-policy': STATIC_HTML_POLICY });
    }
    const stats = await stat(filePath);
    if (COMPRESSIBLE.has(ext) && acceptsGzip(request)) {
      const cached = this.gzipCache.get(filePath);
      const body = cached && cached.mtimeMs === stats.mtimeMs ? cached.body : gzipSync(await readFile(filePath), { level: 6 });
      this.gzipCache.set(filePath, { mtimeMs: stats.mtimeMs, body });
      this.send(request, response, headers, ext, body, 'gzip');
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'content-length': String(stats.size),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(filePath).pipe(response);
  }

  private send(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    headers: Record<string, string>,
    ext: string,
    body: Buffer,
    encoding: 'gzip' | undefined,
  ): void {
    let payload = body;
    let contentEncoding = encoding;
    if (!encoding && COMPRESSIBLE.has(ext) && acceptsGzip(request)) {
      payload = gzipSync(body);
      contentEncoding = 'gzip';
    }
    response.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'content-length': String(payload.length),
      ...(contentEncoding ? { 'content-encoding': contentEncoding, vary: 'accept-encoding' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : payload);
  }

  private async resolveFile(urlPath: string): Promise<string | undefined> {
    const root = path.resolve(this.root);
    const candidate = path.resolve(root, `.${urlPath}`);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
    const found = (await fileAt(candidate)) ?? (await fileAt(path.join(candidate, 'index.html')));
    if (found) return found;
    if (this.options.spaFallback && path.extname(urlPath) === '') return fileAt(path.join(root, 'index.html'));
    return undefined;
  }
}

function acceptsGzip(request: http.IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

async function fileAt(candidate: string): Promise<string | undefined> {
  try {
    const stats = await stat(candidate);
    return stats.isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}
