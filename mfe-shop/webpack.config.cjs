const { createConfig, serverRemoteConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

const REMOTE_NAME = 'mfe_shop';

module.exports = (_env, argv) => [
  ...createConfig({
    name: REMOTE_NAME,
    port: 3001,
    dirname: __dirname,
    title: 'Marktplatz – Shop (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      './CartButton': './src/CartButton.tsx',
      // The hydration of the server-rendered product page, product list and product search (scripts/ssr/README.md "Hydration").
      './hydrate': './src/hydrate.ts',
    },
  }),
  // The server remote (dist/server): the pages the SSR server renders (scripts/ssr).
  serverRemoteConfig({ name: REMOTE_NAME, dirname: __dirname, mode: argv.mode, exposes: { './ssr': './src/server.tsx' } }),
];
