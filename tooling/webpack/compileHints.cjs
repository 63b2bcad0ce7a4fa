// Explicit compile hints (V8): the magic comment `//# allFunctionsCalledOnLoad` at the top of a script makes the
// browser compile all of its functions at once — while the file streams in, off the main thread — instead of one by
// one on the main thread when each is first called. Worth it only for the code a page runs at its start: the entry
// script, the shell's start and the shared libraries every first render evaluates. Measured in tooling/README.md.
const webpack = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Path parts of the modules whose chunks a page evaluates at its start (any one of them marks its chunk). */
const START_MODULES = [
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
  '/node_modules/react-router/',
  '/node_modules/react-router-dom/',
  '/tooling/webpack/router/',
  '/node_modules/styled-components/',
  '/node_modules/final-form/',
  // The REST client: every area page's first request goes through it.
  '/node_modules/axios/',
  '/shared/src/',
  '/shell/src/bootstrap.tsx',
];

/** True for a module (also a concatenated one, by its root) of the page's start. */
function isStartModule(module, startModules) {
  const resource = (typeof module.nameForCondition === 'function' ? module.nameForCondition() : module.resource) ?? '';
  const normalized = resource.split('\\').join('/');
  return startModules.some((part) => normalized.includes(part));
}

/**
 * `extraStartModules`: more module paths of the start — an area's exposed modules (its remote entry, the chunk with
 * the runtime, is hinted anyway).
 */
class CompileHintsPlugin {
  constructor({ extraStartModules = [] } = {}) {
    this.startModules = [...START_MODULES, ...extraStartModules.map((file) => file.split('\\').join('/'))];
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the content hashes are computed.
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            const atStart =
              chunk.hasRuntime() ||
              [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) => isStartModule(module, this.startModules));
            if (!atStart) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
