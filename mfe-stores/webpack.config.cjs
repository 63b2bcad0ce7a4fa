const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({
    name: 'mfe_stores',
    port: 3005,
    dirname: __dirname,
    title: 'Marktplatz – Anbieter & Standorte (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
    },
  });
