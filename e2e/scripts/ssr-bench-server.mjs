// The shell's production server for the SSR bench (ssr-bench.mjs), in its own process so the load generator does not
// share its event loop: scripts/serve-static.mjs as `npm start` runs it, the server render on or off, and the time of
// each area server render (the budgeted call: data loading and render) kept for the bench, asked over IPC.
//   fork('ssr-bench-server.mjs', [<shell folder>, <port>, <api base>, <1 = server render on | 0 = off>])
import { serveStatic } from '../../scripts/serve-static.mjs';

const [root, port, apiBase, ssrFlag] = process.argv.slice(2);
const served = await serveStatic({
  root,
  port: Number(port),
  spa: true,
  seoApiBase: apiBase,
  ssr: ssrFlag === '1',
  metrics: false,
  quiet: true,
});

/** Durations (ms) of the area server renders since the last reset. */
let renders = [];
const remotes = served.serverRemotes;
if (remotes) {
  const render = remotes.render.bind(remotes);
  remotes.render = async (...args) => {
    const started = performance.now();
    try {
      return await render(...args);
    } finally {
      renders.push(performance.now() - started);
    }
  };
}

process.on('message', async (message) => {
  if (message === 'reset') {
    renders = [];
    process.send({ reset: true });
  } else if (message === 'stats') {
    process.send({ renders, counters: remotes?.counters.snapshot() ?? {}, warmUps: remotes?.warmUps.snapshot() ?? {} });
  } else if (message === 'stop') {
    await served.close();
    process.exit(0);
  }
});

await served.warmedUp;
process.send({
  ready: true,
  url: served.url,
  warmUps: remotes?.warmUps.snapshot() ?? {},
  loaded: Object.keys(remotes?.loadedBuilds() ?? {}),
});
