const { createConfig, serverRemoteConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

const REMOTE_NAME = 'mfe_stores';

module.exports = (_env, argv) => [
  ...createConfig({
    name: REMOTE_NAME,
    port: 3005,
    dirname: __dirname,
    title: 'Marktplatz – Anbieter & Standorte (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      // The hydration of the server-rendered provider page and provider search (scripts/ssr/README.md "Hydration").
      './hydrate': './src/hydrate.ts',
    },
  }),
  // The server remote (dist/server): the pages the SSR server renders (scripts/ssr).
  serverRemoteConfig({ name: REMOTE_NAME, dirname: __dirname, mode: argv.mode, exposes: { './ssr': './src/server.tsx' } }),
];
