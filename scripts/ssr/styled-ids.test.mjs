// Deterministic styled-components ids (scripts/ssr/README.md, "Deterministic class names"): a source file compiled by
// an area's browser build and by its server remote — and a `@marktplatz/shared` kit file compiled by the shell, an
// area and a server remote — gets the same `componentId` for each styled component, so the server's markup carries
// the class names the browser generates (what hydration needs). The rules are taken from the factory's real configs
// and the file is compiled with the loader options the matching rule gives it.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromTooling = createRequire(path.join(ROOT, 'tooling', 'package.json'));
const swc = requireFromTooling('@swc/core');

/** The configs of an app's `webpack.config.cjs` for a production build, by name. */
function configsOf(packageFolder) {
  const requireFromApp = createRequire(path.join(ROOT, packageFolder, 'package.json'));
  const result = requireFromApp('./webpack.config.cjs')({}, { mode: 'production' });
  return Array.isArray(result) ? result : [result];
}

function matches(condition, file) {
  if (condition === undefined) return true;
  if (condition instanceof RegExp) return condition.test(file);
  if (typeof condition === 'string') return file.startsWith(condition);
  if (Array.isArray(condition)) return condition.some((entry) => matches(entry, file));
  throw new Error(`Bedingung nicht unterstützt: ${condition}`);
}

/** The swc-loader options the config's rules give `file` (test/include/exclude and `oneOf`, as webpack matches them). */
function swcOptionsFor(config, file) {
  const pick = (rules) => {
    for (const rule of rules) {
      if (!matches(rule.test, file) || !matches(rule.include, file)) continue;
      if (rule.exclude !== undefined && matches(rule.exclude, file)) continue;
      if (rule.oneOf) return pick(rule.oneOf);
      const use = Array.isArray(rule.use) ? rule.use[0] : rule.use;
      if (use && String(use.loader).includes('swc-loader')) return use.options;
    }
    return undefined;
  };
  const options = pick(config.module.rules);
  assert.ok(options, `${config.name}: keine swc-Regel für ${file}`);
  return options;
}

async function componentIds(config, relativeFile) {
  const file = path.join(ROOT, relativeFile);
  const source = await readFile(file, 'utf8');
  const { code } = await swc.transform(source, { ...swcOptionsFor(config, file), filename: file, cwd: config.context, sourceMaps: false });
  return [...code.matchAll(/componentId:\s*"([^"]+)"/g)].map((match) => match[1]);
}

const shop = configsOf('mfe-shop');
const shopBrowser = shop.find((config) => config.name === 'mfe_shop');
const shopServer = shop.find((config) => config.name === 'mfe_shop-server');
const shell = configsOf('shell').find((config) => config.name === 'shell');

test('a shop file: the browser build and the server remote give each styled component the same id', async () => {
  const file = 'mfe-shop/src/features/product/pages/ProductPage.tsx';
  const browser = await componentIds(shopBrowser, file);
  const server = await componentIds(shopServer, file);
  assert.ok(browser.length > 3, `ids in ${file}: ${browser}`);
  assert.deepEqual(server, browser);
  assert.match(browser[0], /^mfe_shop__sc-[0-9a-f]{8}-0$/);
  assert.equal(new Set(browser).size, browser.length, 'one id per component');
});

test('a shared kit file: the same ids in the shell, the shop and the shop server remote (namespace of the library)', async () => {
  const file = 'shared/src/ui/Button.tsx';
  const inShell = await componentIds(shell, file);
  assert.ok(inShell.length > 0);
  assert.match(inShell[0], /^mp__sc-[0-9a-f]{8}-0$/);
  assert.deepEqual(await componentIds(shopBrowser, file), inShell);
  assert.deepEqual(await componentIds(shopServer, file), inShell);
});

test('the id depends on the file and the position, not on the path the repository is checked out at', async () => {
  const source =
    "import styled from 'styled-components';\nexport const A = styled.div`color: red;`;\nexport const B = styled.p`margin: 0;`;\n";
  const options = swcOptionsFor(shopBrowser, path.join(ROOT, 'mfe-shop/src/x.tsx'));
  const compile = async (filename) =>
    [...(await swc.transform(source, { ...options, filename })).code.matchAll(/componentId:\s*"([^"]+)"/g)].map((m) => m[1]);
  const here = await compile(path.join(ROOT, 'mfe-shop/src/x.tsx'));
  assert.deepEqual(await compile('/elsewhere/mfe-shop/src/x.tsx'), here);
  assert.equal(here.length, 2);
  assert.notEqual(here[0], here[1]);
});
