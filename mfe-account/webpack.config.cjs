const { createConfig, serverRemoteConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

const REMOTE_NAME = 'mfe_account';

module.exports = (_env, argv) => [
  ...createConfig({
    name: REMOTE_NAME,
    port: 3007,
    dirname: __dirname,
    title: 'Marktplatz – Konto (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      './NotificationBell': './src/NotificationBell.tsx',
      // The browser's hydration of the server-rendered login and registration (scripts/ssr/README.md "Hydration").
      './hydrate': './src/features/auth/lib/hydrate.tsx',
    },
  }),
  // The server remote (dist/server): the pages the SSR server renders (scripts/ssr).
  serverRemoteConfig({ name: REMOTE_NAME, dirname: __dirname, mode: argv.mode, exposes: { './ssr': './src/server.tsx' } }),
];
