// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every emitted text file above 1 KB,
// once per build, so the static server sends the smallest encoding without compressing per request.
const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/i;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const names = Object.keys(compilation.assets).filter((name) => TEXT.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const body = await fs.readFile(file).catch(() => null);
          if (!body || body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
