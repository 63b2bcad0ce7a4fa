const preset = require('../tooling/jest/preset.cjs')();

module.exports = {
  ...preset,
  // matchMedia stub for react-hot-toast, and empty storage before each test.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
};
