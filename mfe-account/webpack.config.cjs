const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({
    name: 'mfe_account',
    port: 3007,
    dirname: __dirname,
    title: 'Marktplatz – Konto (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      './NotificationBell': './src/NotificationBell.tsx',
    },
  });
