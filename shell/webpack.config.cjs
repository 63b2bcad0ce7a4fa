const fs = require('node:fs');
const path = require('node:path');
const { createConfig, serverRemoteConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

/**
 * The page's head start: the requests the start needs, sent at once when the start script calls it, one frame after
 * the first paint (tooling/webpack/factory.cjs `paintFirstStart`), together with the script preloads and before
 * the entry script has loaded — `/env.json` and `/remotes.json`, taken over by src/federation/startupRequests.ts
 * (the window property is that module's). The page's own data comes with the server render (scripts/ssr), or the
 * browser's render asks for it.
 */
const HEAD_START_SCRIPT =
  '<script>window.__marktplatzHeadStart=function(){if(typeof fetch!=="function")return;' +
  'function send(u,o){var r=fetch(u,o);r.catch(function(){});return r}' +
  'window.__marktplatzStartupRequests={env:send("/env.json",{cache:"no-cache"}),remotes:send("/remotes.json",{cache:"no-cache"})}};</script>';

/**
 * What the shell's server needs to know about this build, written beside index.html: `route-table.json` (which
 * area owns which URL, to preload it with the page) and `first-view.json` (where and under which version the
 * cookie choice is stored, so the banner in the server's HTML stays hidden for a visitor who has chosen).
 */
class ServerFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = path.join(__dirname, 'src', 'areaRoutes.json');
          const consent = fs.readFileSync(path.join(__dirname, 'src', 'layout', 'cookieConsent.ts'), 'utf8');
          const key = /export const COOKIE_CONSENT_KEY = '([^']+)'/.exec(consent)?.[1];
          const version = Number(/export const CONSENT_VERSION = (\d+)/.exec(consent)?.[1]);
          if (!key || !Number.isInteger(version)) throw new Error('cookieConsent.ts: COOKIE_CONSENT_KEY/CONSENT_VERSION nicht gefunden');
          compilation.fileDependencies.add(routes);
          const emit = (name, value) => compilation.emitAsset(name, new compiler.webpack.sources.RawSource(`${JSON.stringify(value)}\n`));
          emit('route-table.json', { areas: JSON.parse(fs.readFileSync(routes, 'utf8')) });
          emit('first-view.json', { consentKey: key, consentVersion: version });
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const config = createConfig({
    name: 'shell',
    port: 3000,
    isHost: true,
    dirname: __dirname,
    title: 'Marktplatz',
    mode: argv.mode,
    headHtml: HEAD_START_SCRIPT,
    // The frame's first view: the header's reserved row (Layout's HeaderPlaceholder), replaced when React renders.
    rootHtml: '<div style="min-height:65px;border-bottom:1px solid #d5dae2"></div>',
  });
  config.plugins.push(new ServerFilesPlugin());
  if (argv.mode !== 'production') return config;
  // The server render of the shell's own pages (`dist/server/`, like an area's server remote; scripts/ssr/README.md
  // "The shell's own pages"): the production server loads it beside the shell's own manifest.
  const serverRender = serverRemoteConfig({ name: 'shell', dirname: __dirname, mode: argv.mode, exposes: { './ssr': './src/server.tsx' } });
  return [config, serverRender];
};
