// API tests, on the embedded database (PGlite) and, when DATABASE_URL is set, on PostgreSQL.
//
// Without DATABASE_URL every file runs on PGlite (a machine with only Node). With it, the modules' suites run once, on
// PostgreSQL (the production database), and PGlite runs the platform's own tests (test/, src/http, src/infra,
// src/lib): the embedded database's start, migrations, template copies, shutdown and the checks that run only there.
// The same SQL of every module also runs on PGlite end to end in the browser journeys (e2e, which start the API on a
// fresh embedded database). `API_TESTS_PGLITE=all` runs every file on both.
const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

// Scoped names as a pattern for both path forms pnpm gives them (`.pnpm/@scure+base@…/node_modules/@scure/base/…`);
// @scure/base and @noble/hashes come with otplib (staff TOTP).
const ESM_ONLY = ['jose', 'content-disposition', 'cookie', '@scure[+/]base', '@noble[+/]hashes'];

const ALL = ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'];
const PLATFORM = ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/{http,infra,lib}/**/*.test.ts'];
const onPostgres = Boolean(process.env.DATABASE_URL);
const pgliteRunsAll = !onPostgres || process.env.API_TESTS_PGLITE === 'all';

/** @param {'pglite' | 'postgres'} driver */
function project(driver) {
  return {
    displayName: driver,
    testEnvironment: 'node',
    rootDir: __dirname,
    // ESM-only dependencies (jose; content-disposition and cookie under fastify's helpers; otplib's) are transformed like our sources.
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
    moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
    testMatch: driver === 'postgres' || pgliteRunsAll ? ALL : PLATFORM,
    setupFiles: [`<rootDir>/test/driver-${driver}.cjs`],
  };
}

const projects = [project('pglite')];
if (onPostgres) projects.push(project('postgres'));

module.exports = {
  projects,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A ceiling, not a figure: an embedded database starts slowly on a busy 2-core machine.
  testTimeout: 180_000,
  // A worker that holds more than this after a test file is replaced by a fresh one: each file starts the whole API
  // (and, on PostgreSQL, its pools), and what one file leaves behind should not add up to the heap's limit.
  workerIdleMemoryLimit: '1536MB',
};
