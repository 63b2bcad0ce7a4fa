const preset = require('../tooling/jest/preset.cjs')();

module.exports = {
  ...preset,
  // matchMedia stub for react-hot-toast, and empty storage before each test.
  // The kit imports the package root by its name, as the apps do (one module instance, one singleton).
  moduleNameMapper: { ...preset.moduleNameMapper, '^@marktplatz/shared$': '<rootDir>/src/index.ts' },
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
};
