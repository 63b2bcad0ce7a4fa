// The one list of shared singletons. Every app (shell and areas) builds with it.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@apollo/client',
  'graphql',
  'rxjs',
  'react-hot-toast',
  'final-form',
  'react-final-form',
  'axios',
];

/** Packages whose subpath imports (react/jsx-runtime, react-dom/client, @apollo/client/react …) share too. */
const SUBPATH_KEYS = ['react/', 'react-dom/', '@apollo/client/'];

const SHARED_LIBRARY = '@marktplatz/shared';
const SHARED_LIBRARY_RANGE = '^1.0';

/** The installed version of a package as seen from the app at `dirname` (node_modules lookup, as webpack does). */
function installedVersion(packageName, dirname) {
  let folder = path.resolve(dirname);
  for (;;) {
    const manifest = path.join(folder, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`${packageName} ist ab ${dirname} nicht installiert.`);
    folder = parent;
  }
}

/** The `shared` option of ModuleFederationPlugin for the app in `dirname`: singletons, never eager. */
function createShared(dirname) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name, dirname);
    const entry = { singleton: true, eager: false, version, requiredVersion: `^${version}` };
    shared[name] = entry;
    if (SUBPATH_KEYS.includes(`${name}/`)) shared[`${name}/`] = { ...entry };
  }
  shared[SHARED_LIBRARY] = {
    singleton: true,
    eager: false,
    version: installedVersion(SHARED_LIBRARY, dirname),
    requiredVersion: SHARED_LIBRARY_RANGE,
  };
  return shared;
}

module.exports = { SINGLETONS, SUBPATH_KEYS, SHARED_LIBRARY, createShared };
