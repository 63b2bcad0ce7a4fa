const { createConfig, serverRemoteConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

const REMOTE_NAME = 'mfe_chat';

module.exports = (_env, argv) => [
  ...createConfig({
    name: REMOTE_NAME,
    port: 3006,
    dirname: __dirname,
    title: 'Marktplatz – Chat (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      './ChatParcel': './src/ChatParcel.tsx',
      './unreadLive': './src/unreadLive.ts',
      // The browser's hydration of the server-rendered contact form (scripts/ssr/README.md "Hydration").
      './hydrate': './src/features/contact/lib/hydrate.tsx',
    },
  }),
  // The server remote (dist/server): the pages the SSR server renders (scripts/ssr).
  serverRemoteConfig({ name: REMOTE_NAME, dirname: __dirname, mode: argv.mode, exposes: { './ssr': './src/server.tsx' } }),
];
