const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({
    name: 'mfe_shop',
    port: 3001,
    dirname: __dirname,
    title: 'Marktplatz – Shop (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      './CartButton': './src/CartButton.tsx',
    },
  });
