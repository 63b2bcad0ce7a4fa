/**
 * SIGTERM and the load balancer: a terminated instance keeps listening for SHUTDOWN_DELAY_MS, answering `/ready`
 * with 503 (on a new connection, as a balancer's probe opens one) and other requests normally with
 * `Connection: close`; then it refuses connections and exits 0. Runs once (the PGlite project): the API process on
 * an embedded database of its own; nothing here depends on the driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiProcess, sleep, startApi } from './services';

const enabled = process.env.MP_TEST_DRIVER === 'pglite';
const DELAY_MS = 4000;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One GET on a connection of its own (no keep-alive pool), like a load balancer's health probe. */
function probe(port: number, url: string): Promise<Answer | 'refused'> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: url, agent: false, timeout: 5000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    });
    call.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error)));
    call.end();
  });
}

(enabled ? describe : describe.skip)('SIGTERM with a shutdown delay', () => {
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mp-shutdown-'));
    api = await startApi({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: String(DELAY_MS), SHUTDOWN_GRACE_SECONDS: '5' });
  }, 180_000);
  afterAll(async () => {
    await api?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('/ready answers 503 on new connections and other requests are served until the delay ends, then connections are refused and the process exits 0', async () => {
    const port = api!.port;
    const before = await probe(port, '/ready');
    expect(before).toMatchObject({ status: 200 });

    const signalled = Date.now();
    const exit = api!.terminate();
    await sleep(300);
    const ready = await probe(port, '/ready');
    expect(ready).not.toBe('refused');
    expect((ready as Answer).status).toBe(503);
    expect(JSON.parse((ready as Answer).body)).toMatchObject({
      status: false,
      message: 'Die Instanz wird beendet.',
      data: { ready: false, draining: true },
    });
    const health = await probe(port, '/health');
    expect(health).toMatchObject({ status: 200, connection: 'close' });
    const served = await probe(port, '/modulesList');
    expect(served).toMatchObject({ status: 200, connection: 'close' });
    // Still listening well into the delay.
    await sleep(Math.max(0, signalled + DELAY_MS / 2 - Date.now()));
    expect(await probe(port, '/ready')).toMatchObject({ status: 503 });

    // After the delay: no new connections, and the process ends cleanly.
    let refusedAt: number | undefined;
    while (Date.now() - signalled < DELAY_MS + 15_000) {
      if ((await probe(port, '/health').catch(() => 'refused' as const)) === 'refused') {
        refusedAt = Date.now();
        break;
      }
      await sleep(100);
    }
    expect(refusedAt).toBeDefined();
    expect(refusedAt! - signalled).toBeGreaterThanOrEqual(DELAY_MS - 200);
    expect(await exit).toBe(0);
    console.log(`SIGTERM: /ready 503 ab ${300} ms, Verbindungen abgelehnt nach ${refusedAt! - signalled} ms (Verzögerung ${DELAY_MS} ms)`);
  }, 60_000);
});
