// Jest preset for the front-end packages: TypeScript/JSX through SWC, jsdom, jest-dom matchers.
const path = require('node:path');

/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
module.exports = function jestPreset(options = {}) {
  return {
    testEnvironment: options.environment ?? 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // A ceiling, not a figure: `npm test` runs these suites beside the browser journeys on two cores, at a lower CPU
    // priority (scripts/run.mjs), so a test may wait seconds for the CPU; a passing test is not slower for it.
    testTimeout: 30_000,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.(ts|tsx)'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    moduleNameMapper: {
      '\\.(css|png|jpg|jpeg|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
  };
};
