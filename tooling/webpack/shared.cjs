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

/**
 * The router singletons are provided from our own entry modules (router/*.mjs): the names the apps use, re-exported
 * from the package's production build, so the shared router carries no unused code.
 */
const PROVIDED_FROM = {
  'react-router': path.join(__dirname, 'router', 'react-router.mjs'),
  'react-router-dom': path.join(__dirname, 'router', 'react-router-dom.mjs'),
};
const ROUTER_IMPLEMENTATION = '@marktplatz/react-router-implementation';

/** The folder of an installed package as seen from the app at `dirname` (node_modules lookup, as webpack does). */
function installedFolder(packageName, dirname) {
  let folder = path.resolve(dirname);
  for (;;) {
    const candidate = path.join(folder, 'node_modules', packageName);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`${packageName} ist ab ${dirname} nicht installiert.`);
    folder = parent;
  }
}

const FEDERATION_RUNTIME_CORE = '@marktplatz/federation-runtime-core';

/** The ES module file of the Module Federation runtime core the installed plugin uses. */
function federationRuntimeCoreFile() {
  let folder = __dirname;
  for (const name of [
    '@module-federation/enhanced',
    '@module-federation/runtime-tools',
    '@module-federation/runtime',
    '@module-federation/runtime-core',
  ]) {
    folder = installedFolder(name, folder);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  return path.join(folder, manifest.exports['.'].import.default);
}

/**
 * The webpack aliases of the workspace's own entry modules: the react-router build for the mode (router/*.mjs) and
 * the federation runtime core for an area's standalone page (federationRuntime.mjs).
 */
function bundlerAliases(dirname, production) {
  const build = production ? 'production' : 'development';
  return {
    [`${ROUTER_IMPLEMENTATION}$`]: path.join(installedFolder('react-router', dirname), 'dist', build, 'index.mjs'),
    [`${FEDERATION_RUNTIME_CORE}$`]: federationRuntimeCoreFile(),
  };
}

const SHARED_LIBRARY = '@marktplatz/shared';
/**
 * The library's subpath entries (package.json `exports`): each is a singleton of its own at the library's version,
 * so an app that never imports one (the frame: `@marktplatz/shared/kit`) does not load it.
 */
const SHARED_LIBRARY_SUBPATHS = ['@marktplatz/shared/kit'];

/** The installed version of a package as seen from the app at `dirname`. */
function installedVersion(packageName, dirname) {
  return JSON.parse(fs.readFileSync(path.join(installedFolder(packageName, dirname), 'package.json'), 'utf8')).version;
}

/** The `shared` option of ModuleFederationPlugin for the app in `dirname`: singletons, never eager. */
function createShared(dirname) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name, dirname);
    const entry = { singleton: true, eager: false, version, requiredVersion: `^${version}` };
    if (PROVIDED_FROM[name]) entry.import = PROVIDED_FROM[name];
    shared[name] = entry;
    if (SUBPATH_KEYS.includes(`${name}/`)) shared[`${name}/`] = { ...entry };
  }
  // An app requires the ^MAJOR.MINOR of @marktplatz/shared it was built with (semver: within a major additive only).
  const sharedVersion = installedVersion(SHARED_LIBRARY, dirname);
  const [major, minor] = sharedVersion.split('.');
  const library = { singleton: true, eager: false, version: sharedVersion, requiredVersion: `^${major}.${minor}` };
  shared[SHARED_LIBRARY] = library;
  for (const subpath of SHARED_LIBRARY_SUBPATHS) shared[subpath] = { ...library };
  return shared;
}

module.exports = { SINGLETONS, SUBPATH_KEYS, SHARED_LIBRARY, SHARED_LIBRARY_SUBPATHS, PROVIDED_FROM, createShared, bundlerAliases };
