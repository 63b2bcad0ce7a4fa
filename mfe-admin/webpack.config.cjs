const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({
    name: 'mfe_admin',
    port: 3008,
    dirname: __dirname,
    title: 'Marktplatz – Backoffice (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
    },
  });
