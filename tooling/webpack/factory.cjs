// One webpack configuration for every app: the shell (host) and the seven areas (remotes).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createShared } = require('./shared.cjs');
const { frontEndSettings } = require('../env.cjs');

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
};

function htmlTemplate(title, headHtml = '') {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
    <style>
      html { -webkit-text-size-adjust: 100%; }
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    </style>${headHtml ? `\n    ${headHtml}` : ''}
  </head>
  <body>
    <noscript>Bitte aktivieren Sie JavaScript, um den Marktplatz zu nutzen.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}

/** Serves `/remotes.json` and `/env.json` from the current settings (dev server of the shell). */
function compositionMiddleware(middlewares) {
  const send = (body) => (_request, response) => {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(JSON.stringify(body(), null, 2));
  };
  middlewares.unshift(
    { name: 'remotes-json', path: '/remotes.json', middleware: send(() => frontEndSettings().remotes) },
    { name: 'env-json', path: '/env.json', middleware: send(() => frontEndSettings().api) },
  );
  return middlewares;
}

/**
 * @param {{
 *   name: string,            // MF name: 'shell' or 'mfe_shop' …
 *   port: number,            // dev-server port
 *   dirname: string,         // the app's folder
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   title?: string,          // document title of the standalone page
 *   mode?: 'development' | 'production',
 *   headHtml?: string,       // extra markup for the page's <head> (the shell's landing head start)
 * }} options
 * @returns {import('webpack').Configuration}
 */
function createConfig({ name, port, dirname, exposes = {}, isHost = false, title = 'Marktplatz', mode = 'development', headHtml = '' }) {
  const production = mode === 'production';
  const settings = frontEndSettings();
  // The port setting of .env (SHELL_PORT, MFE_SHOP_PORT …) wins over the app's default.
  const devPort = isHost ? settings.shellPort : (settings.areas.find((area) => area.remote === name)?.port ?? port);
  const hashed = production ? '[name].[contenthash:8]' : '[name]';

  return {
    name,
    mode,
    context: dirname,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // Entry chunks carry the federation runtime, which needs their file name before content hashes
      // exist; they stay small and are served with revalidation. Everything else is content-hashed.
      filename: '[name].js',
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: `assets/${hashed}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: createShared(dirname),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Every app runs in the browser only: the federation runtime leaves out its Node.js script loading.
        experiments: { optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        templateContent: htmlTemplate(title, headHtml),
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      new webpack.DefinePlugin({
        // Endpoints for standalone mode; the composed site overrides them with /env.json.
        __MARKTPLATZ_API__: JSON.stringify(settings.api),
      }),
    ],
    optimization: {
      runtimeChunk: false,
      moduleIds: production ? 'deterministic' : 'named',
      splitChunks: production ? { chunks: 'async', minSize: 20000 } : false,
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: devPort,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: CORS_HEADERS,
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: isHost ? compositionMiddleware : undefined,
    },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig };
