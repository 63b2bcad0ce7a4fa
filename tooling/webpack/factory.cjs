// One webpack configuration for every app: the shell (host) and the seven areas (remotes).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createShared, bundlerAliases } = require('./shared.cjs');
const { frontEndSettings } = require('../env.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { CompileHintsPlugin } = require('./compileHints.cjs');

const STANDALONE_RUNTIME_ENTRY = 'federation-runtime';
/** The theme's font stack and body style (shared/src/theme), so the first paint's text does not move when the app's styles arrive. */
const FONT_STACK = `'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif`;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
};

/**
 * The shell's start after the first paint: the entry script runs only after the browser has painted the HTML — the
 * frame's reserved rows and the server's first view (cookie banner, page previews). Otherwise a fast connection
 * delivers `main.js` before the first frame and the page stays blank until the app's first long tasks are done.
 * The whole document is parsed first (the server appends the banner after this script); then the start waits for
 * the browser's first paint entry (reported once the first frame is on screen; without paint timing, or should
 * none come, two frames and 0.4 s). When the server's first view holds the page's
 * largest picture (`#root img[fetchpriority=high]`: the landing hero, the news article), the start waits until that
 * picture has loaded (at most 1 s), so the picture is painted while the main thread is still free. A tab opened in
 * the background paints no frames: it starts at once, or when it is hidden before its first frame; 3 s is the
 * safety net should a browser never call back.
 *
 * What the app needs but the first paint does not starts right after that paint (`later`): the head start's
 * requests (`window.__marktplatzHeadStart`, shell/webpack.config.cjs) and the script preloads the shell's server
 * moved out of the head into `<template id="mp-later">` (scripts/serve-static.mjs `deferPreloads`), four per task.
 * They run in parallel as before, but no longer share the connection with the HTML, its first view and its
 * largest picture before the page is painted. Served without that server, the page keeps its head preloads.
 */
function paintFirstStart(scripts) {
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    '<script>(function(){var started=false,sent=false,painted=false,waiting=[];' +
    'function later(){if(sent)return;sent=true;var h=window.__marktplatzHeadStart;if(typeof h==="function")h();' +
    // The preloads go into the head a few per task: each starts its request synchronously (1–3 ms of main-thread
    // work apiece on a desktop), and a page's twenty at once made one long task right after the first paint.
    'var t=document.getElementById("mp-later");if(!t||!t.content)return;var links=[].slice.call(t.content.children);t.remove();' +
    'function next(){var part=links.splice(0,4);part.forEach(function(l){document.head.appendChild(l)});if(links.length)setTimeout(next,0)}' +
    'setTimeout(next,0)}' +
    'function start(){if(started)return;started=true;later();' +
    `${list}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})}` +
    'if(document.visibilityState==="hidden"){start();return}' +
    'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")start()});' +
    // "Painted" is the browser's own first paint entry (first-paint, or first-contentful-paint where only that is
    // reported; both once the frame is on screen, not only produced); without paint timing, or should none come,
    // two frames and 0.4 s.
    'function paint(){if(painted)return;painted=true;waiting.splice(0).forEach(function(f){f()})}' +
    'function whenPainted(f){if(painted)f();else waiting.push(f)}' +
    'var timing=false;try{new PerformanceObserver(function(l){if(l.getEntries().length)paint()}).observe({type:"paint",buffered:true});' +
    'timing=true}catch(e){}' +
    'function afterPaint(){whenPainted(function(){setTimeout(start,0)})}' +
    // The server's first view may hold the page's largest picture: the app starts once it is painted (or has
    // failed, or after 1 s), so evaluating the app does not hold back that paint.
    'function ready(){var i=document.querySelector("#root img[fetchpriority=high]");if(!i||i.complete){afterPaint();return}' +
    'var done=false;function go(){if(!done){done=true;afterPaint()}}' +
    'i.addEventListener("load",go);i.addEventListener("error",go);setTimeout(go,1000)}' +
    'function parsed(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(paint,timing?400:0)})});' +
    'whenPainted(later);ready()}' +
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",parsed);else parsed();' +
    'setTimeout(start,3000)})();</script>'
  );
}

function htmlTemplate(title, headHtml = '', rootHtml = '', bodyEndHtml = '') {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
    <style>
      *, *::before, *::after { box-sizing: border-box; }
      html { -webkit-text-size-adjust: 100%; }
      body { margin: 0; background: #fff; color: #1b2230; font-family: ${FONT_STACK}; font-size: 1rem; line-height: 1.5; -webkit-font-smoothing: antialiased; }
      h1 { font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2rem); line-height: 1.2; }
      h2 { font-size: clamp(1.25rem, 1.1rem + 0.75vw, 1.5rem); line-height: 1.25; }
      h3 { font-size: clamp(1.125rem, 1.05rem + 0.35vw, 1.25rem); line-height: 1.3; }
      h1, h2, h3, h4 { font-family: ${FONT_STACK}; margin: 0 0 16px; }
      a { color: #0a58a8; text-underline-offset: 2px; }
      img { max-width: 100%; height: auto; }
      button, input, select, textarea { font: inherit; }
    </style>${headHtml ? `\n    ${headHtml}` : ''}
  </head>
  <body>
    <noscript>Bitte aktivieren Sie JavaScript, um den Marktplatz zu nutzen.</noscript>
    <div id="root">${rootHtml}</div>${bodyEndHtml ? `\n    ${bodyEndHtml}` : ''}
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

/** The folder of `@marktplatz/shared`'s source: every app compiles it itself (workspace package, not from node_modules). */
const SHARED_LIBRARY_SOURCE = path.resolve(__dirname, '..', '..', 'shared', 'src');
/** The styled-components namespace of the shared library's components, the same in every app that compiles them. */
const SHARED_LIBRARY_NAMESPACE = 'mp';

/**
 * Options of `@swc/plugin-styled-components` (scripts/ssr/README.md, "Deterministic class names"): every styled
 * component gets `withConfig({ componentId: '<namespace>__sc-<hash of the file's source>-<position in the file>' })`,
 * so its class names no longer depend on the order the modules were evaluated in (styled-components' counter), and a
 * server remote's markup carries the class names the browser build of the same source generates — what hydration
 * needs. The namespace is the package the file belongs to (the app, or `mp` for `@marktplatz/shared`, whichever app
 * compiles it): two files with the same text in two packages stay apart, and the shared kit's ids are the same in
 * the shell, every area and every server remote. Nothing else of the plugin: no display names (they would change the
 * ids between a development and a production build), no `css` prop transform, no minification of the CSS text.
 * @param {string} namespace
 */
function styledComponentsPlugin(namespace) {
  return [
    require.resolve('@swc/plugin-styled-components'),
    {
      displayName: false,
      fileName: false,
      ssr: true,
      namespace,
      cssProp: false,
      minify: false,
      transpileTemplateLiterals: false,
      pure: false,
    },
  ];
}

/** Where swc keeps the compiled plugin (gitignored; otherwise a `.swc` folder in every app). */
const SWC_PLUGIN_CACHE = path.join(__dirname, '..', 'node_modules', '.cache', 'swc');

/**
 * The swc-loader options for an app's own source and for the shared library's.
 * @param {{ reactDevelopment: boolean, target: string, namespace: string }} options
 */
function swcOptions({ reactDevelopment, target, namespace }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: reactDevelopment, refresh: false } },
      target,
      experimental: { plugins: [styledComponentsPlugin(namespace)], cacheRoot: SWC_PLUGIN_CACHE },
    },
  };
}

/**
 * The rules for an app's own source (TypeScript, JSX) and the ES modules it imports, the same for its browser build and
 * its server remote, which differ only in React's development transform and the language level of the output (neither
 * changes a styled component's id).
 * @param {{ reactDevelopment: boolean, target: string, name: string }} options `name`: the app's MF name, the
 *   styled-components namespace of its own files
 * @returns {import('webpack').RuleSetRule[]}
 */
function sourceRules({ reactDevelopment, target, name }) {
  const loader = require.resolve('swc-loader');
  return [
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      oneOf: [
        {
          include: SHARED_LIBRARY_SOURCE,
          use: { loader, options: swcOptions({ reactDevelopment, target, namespace: SHARED_LIBRARY_NAMESPACE }) },
        },
        { use: { loader, options: swcOptions({ reactDevelopment, target, namespace: name }) } },
      ],
    },
  ];
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
 *   rootHtml?: string,       // first view inside #root until the app renders (the shell's frame)
 * }} options
 * @returns {import('webpack').Configuration}
 */
function appConfig({
  name,
  port,
  dirname,
  exposes = {},
  isHost = false,
  title = 'Marktplatz',
  mode = 'development',
  headHtml = '',
  rootHtml = '',
}) {
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
      // The standalone federation runtime is written by the second build of an area (standaloneRuntimeConfig).
      clean: isHost ? true : { keep: new RegExp(`^${STANDALONE_RUNTIME_ENTRY}\\.js(\\.br|\\.gz)?$`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: bundlerAliases(dirname, production),
    },
    module: {
      rules: [
        ...sourceRules({ reactDevelopment: !production, target: 'es2020', name }),
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
        // One federation runtime per page: the shell provides it, the areas take it from the page.
        experiments: {
          optimization: { target: 'web' },
          ...(isHost ? {} : { externalRuntime: true }),
        },
        runtimePlugins: isHost ? [path.join(__dirname, 'provideFederationRuntime.mjs')] : [],
      }),
      new HtmlWebpackPlugin(
        isHost
          ? {
              // The shell: the entry preloaded in the head, started after the first paint (paintFirstStart).
              templateContent: ({ htmlWebpackPlugin }) => {
                const scripts = htmlWebpackPlugin.files.js;
                const preloads = scripts.map((src) => `<link rel="preload" href="${src}" as="script" />`).join('');
                return htmlTemplate(title, `${preloads}${headHtml}`, rootHtml, paintFirstStart(scripts));
              },
              chunks: ['main'],
              inject: false,
            }
          : {
              // An area's standalone page loads the federation runtime before its entry (standaloneRuntimeConfig).
              templateContent: htmlTemplate(title, `<script defer src="${STANDALONE_RUNTIME_ENTRY}.js"></script>`, rootHtml),
              chunks: ['main'],
              scriptLoading: 'defer',
            },
      ),
      new webpack.DefinePlugin({
        // Endpoints for standalone mode; the composed site overrides them with /env.json.
        __MARKTPLATZ_API__: JSON.stringify(settings.api),
      }),
      // The shell's start scripts compile off the main thread (compileHints.cjs).
      ...(production
        ? [new CompileHintsPlugin({ extraStartModules: Object.values(exposes).map((file) => path.resolve(dirname, file)) })]
        : []),
      ...(production ? [new PrecompressPlugin()] : []),
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

/**
 * The second build of an area: `federation-runtime.js`, the Module Federation runtime for the area's standalone page.
 * The area's own build takes the runtime from the page (`externalRuntime`), which in the composed site is the
 * shell's; alone, this script provides it. It is built without the federation plugin, which would otherwise make
 * the script itself depend on the runtime it provides.
 */
function standaloneRuntimeConfig({ name, dirname, mode = 'development' }) {
  const production = mode === 'production';
  return {
    name: `${name}-${STANDALONE_RUNTIME_ENTRY}`,
    mode,
    context: dirname,
    entry: { [STANDALONE_RUNTIME_ENTRY]: path.join(__dirname, 'federationRuntime.mjs') },
    target: 'web',
    devtool: false,
    output: { path: path.join(dirname, 'dist'), publicPath: 'auto', filename: '[name].js', clean: false },
    resolve: { alias: bundlerAliases(dirname, production) },
    plugins: [
      new webpack.DefinePlugin({ FEDERATION_DEBUG: JSON.stringify(''), ENV_TARGET: JSON.stringify('web') }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A module of an app built for the production server (Node.js, CommonJS), beside the app's build: what the server
 * writes into a page is then built from the same source the browser runs. Built after the app (`dependsOn`), whose
 * build empties `dist` first.
 * @param {{ name: string, dirname: string, entry: Record<string, string>, dependsOn: string }} options
 * @returns {import('webpack').Configuration}
 */
function serverModuleConfig({ name, dirname, entry, dependsOn }) {
  return {
    name,
    dependencies: [dependsOn],
    mode: 'production',
    context: dirname,
    entry,
    target: 'node20',
    devtool: false,
    output: { path: path.join(dirname, 'dist'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The folder of an area's server remote inside its `dist` (the SSR server finds it beside the browser manifest). */
const SERVER_REMOTE_FOLDER = 'server';

/**
 * An area's server remote: the same source built for Node.js (`target: 'async-node'`) as a Module Federation
 * container with its own manifest in `dist/server/`, so the browser build stays as it is. The SSR server
 * (scripts/ssr) loads it by the manifest beside the browser's (`…/server/mf-manifest.json`) and calls the exposed
 * render module.
 *
 * Self-contained on purpose: it shares nothing (its React, router and styled-components are its own) and is one
 * chunk (`remoteEntry.<contenthash>.js`), so the server loads it with one request and needs no federation runtime
 * of its own; a new build has a new entry name in its manifest, which is how the server notices a release.
 * Built after the area's browser build (`dependencies`), whose build empties `dist` first.
 * @param {{ name: string, dirname: string, exposes: Record<string, string>, mode?: 'development' | 'production' }} options
 * @returns {import('webpack').Configuration}
 */
function serverRemoteConfig({ name, dirname, exposes, mode = 'production' }) {
  const production = mode === 'production';
  const settings = frontEndSettings();
  return {
    name: `${name}-${SERVER_REMOTE_FOLDER}`,
    dependencies: [name],
    mode,
    context: dirname,
    entry: {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(dirname, 'dist', SERVER_REMOTE_FOLDER),
      publicPath: 'auto',
      uniqueName: `${name}_${SERVER_REMOTE_FOLDER}`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: bundlerAliases(dirname, production),
    },
    module: {
      rules: [
        ...sourceRules({ reactDevelopment: false, target: 'es2022', name }),
        // Pictures imported by components: the browser build's file names, so the server's markup names the same files.
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i,
          type: 'asset/resource',
          generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.[contenthash:8].js',
        library: { type: 'commonjs-module' },
        exposes,
        remotes: {},
        shared: {},
        manifest: true,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
      // One file: the server fetches the entry and has every module (no chunk requests during a render).
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ __MARKTPLATZ_API__: JSON.stringify(settings.api) }),
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {Parameters<typeof appConfig>[0]} options
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]} the shell's build; for an area its
 *   build and the build of its standalone federation runtime.
 */
function createConfig(options) {
  if (options.isHost) return appConfig(options);
  return [appConfig(options), standaloneRuntimeConfig(options)];
}

module.exports = { createConfig, serverModuleConfig, serverRemoteConfig, sourceRules, SERVER_REMOTE_FOLDER, SHARED_LIBRARY_SOURCE };
