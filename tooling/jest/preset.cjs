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
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.(ts|tsx)'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    moduleNameMapper: {
      '\\.(css|png|jpg|jpeg|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
  };
};
