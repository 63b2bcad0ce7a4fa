const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({
    name: 'mfe_food',
    port: 3004,
    dirname: __dirname,
    title: 'Marktplatz – Essen bestellen (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
    },
  });
