import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

// webpack is the tooling package's dependency: resolved from there, as the plugin resolves it.
const require = createRequire(new URL('../tooling/webpack/compileHints.cjs', import.meta.url));
const webpack = require('webpack');
const { CompileHintsPlugin, COMPILE_HINT } = require('./compileHints.cjs');

/** Runs the plugin's asset step on chunks given as { files, runtime, modules: [resource…] }. */
function hintedFiles(chunks, options) {
  const assets = new Map(chunks.flatMap((chunk) => chunk.files.map((file) => [file, new webpack.sources.RawSource('var x=1;')])));
  let step;
  const compilation = {
    hooks: { processAssets: { tap: (_options, fn) => (step = fn) } },
    chunks: chunks.map((chunk) => ({ files: new Set(chunk.files), hasRuntime: () => Boolean(chunk.runtime), modules: chunk.modules })),
    chunkGraph: { getChunkModulesIterable: (chunk) => chunk.modules.map((resource) => ({ nameForCondition: () => resource })) },
    updateAsset: (file, update) => assets.set(file, update(assets.get(file))),
  };
  new CompileHintsPlugin(options).apply({ hooks: { thisCompilation: { tap: (_name, fn) => fn(compilation) } } });
  step();
  return [...assets].filter(([, source]) => String(source.source()).startsWith(COMPILE_HINT)).map(([file]) => file);
}

test('the entry script, the start chunk and the shared libraries of the first render get the compile hint; other chunks not', () => {
  const hinted = hintedFiles([
    { files: ['main.js'], runtime: true, modules: ['/app/shell/src/index.ts'] },
    { files: ['7791.js'], modules: ['/app/shell/src/bootstrap.tsx'] },
    {
      files: ['3262.js', '3262.js.LICENSE.txt'],
      modules: ['/app/node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/react-dom-client.production.js'],
    },
    { files: ['7860.js'], modules: ['/app/shared/src/index.ts'] },
    { files: ['5137.js'], modules: ['/app/node_modules/.pnpm/axios@1/node_modules/axios/index.js'] },
    { files: ['editor.js'], modules: ['/app/node_modules/.pnpm/quill@2/node_modules/quill/quill.js'] },
    { files: ['apollo.js'], modules: ['/app/node_modules/.pnpm/@apollo+client@3/node_modules/@apollo/client/index.js'] },
  ]);
  assert.deepEqual(hinted.sort(), ['3262.js', '5137.js', '7791.js', '7860.js', 'main.js']);
});

test("an area's remote entry and the chunk of its exposed module get the hint; its pages' chunks not", () => {
  const hinted = hintedFiles(
    [
      { files: ['remoteEntry.js'], runtime: true, modules: ['/app/mfe-shop/src/index.ts'] },
      { files: ['__federation_expose_Area.js'], modules: ['/app/mfe-shop/src/Area.tsx'] },
      { files: ['812.js'], modules: ['/app/mfe-shop/src/features/cart/CartPage.tsx'] },
    ],
    { extraStartModules: ['/app/mfe-shop/src/Area.tsx'] },
  );
  assert.deepEqual(hinted.sort(), ['__federation_expose_Area.js', 'remoteEntry.js']);
});
