// API tests: PGlite always; a second project on PostgreSQL when DATABASE_URL is set.
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
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    setupFiles: [`<rootDir>/test/driver-${driver}.cjs`],
  };
}

const projects = [project('pglite')];
if (process.env.DATABASE_URL) projects.push(project('postgres'));

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
