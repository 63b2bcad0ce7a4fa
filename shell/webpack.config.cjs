const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');

module.exports = (_env, argv) =>
  createConfig({ name: 'shell', port: 3000, isHost: true, dirname: __dirname, title: 'Marktplatz', mode: argv.mode });
