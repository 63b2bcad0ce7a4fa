import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { databaseUrl } from './server';
const [db, pathsArg, emailArg] = process.argv.slice(2);
const paths = pathsArg!.split(',');
(async () => {
  const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/p1617prof', '--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl(db!), JWT_SECRET: 'benchmark-geheimnis-mit-mehr-als-32-zeichen', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', DEV_OUTBOX: 'false', API_PORT: '4699' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const server = { url: 'http://127.0.0.1:4699', stop: async () => { await new Promise((r) => setTimeout(r, 1000)); const e = new Promise((r) => child.once('exit', r)); child.kill('SIGTERM'); await e; } };
  for (;;) { try { if ((await fetch(server.url + '/health')).ok) break; } catch { /* not yet */ } await new Promise((r) => setTimeout(r, 200)); }
  let headers: Record<string, string> = {};
  if (emailArg) {
    const r = await fetch(`${server.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: emailArg, password: 'Marktplatz2026!' }) });
    headers = { authorization: `Bearer ${((await r.json()) as { data: { token: string } }).data.token}` };
  }
  let i = 0;
  const result = await autocannon({ url: server.url, connections: 50, duration: 8, headers, requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] });
  console.log(result.requests.average, result.latency.p50, result.latency.p99, result.non2xx);
  await server.stop();
})();
