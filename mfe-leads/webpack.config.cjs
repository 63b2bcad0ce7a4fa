const { createConfig, serverRemoteConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

const REMOTE_NAME = 'mfe_leads';

module.exports = (_env, argv) => [
  ...createConfig({
    name: REMOTE_NAME,
    port: 3002,
    dirname: __dirname,
    title: 'Marktplatz – Anfragen & Immobilien (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      // The hydration of the server-rendered property and lead category pages (scripts/ssr/README.md "Hydration").
      './hydrate': './src/hydrate.ts',
    },
  }),
  // The server remote (dist/server): the pages the SSR server renders (scripts/ssr).
  serverRemoteConfig({ name: REMOTE_NAME, dirname: __dirname, mode: argv.mode, exposes: { './ssr': './src/server.tsx' } }),
];
