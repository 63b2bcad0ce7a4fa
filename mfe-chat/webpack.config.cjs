const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({
    name: 'mfe_chat',
    port: 3006,
    dirname: __dirname,
    title: 'Marktplatz – Chat (eigenständig)',
    mode: argv.mode,
    exposes: {
      './Area': './src/Area.tsx',
      './lifecycles': './src/lifecycles.ts',
      './ChatParcel': './src/ChatParcel.tsx',
      './unreadLive': './src/unreadLive.ts',
    },
  });
