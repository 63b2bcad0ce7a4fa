const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({
    name: 'mfe_orders',
    port: 3003,
    dirname: __dirname,
    title: 'Marktplatz – Bestellungen (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
    },
  });
