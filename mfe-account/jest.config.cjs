const preset = require('@marktplatz/tooling/jest/preset.cjs');

// Form tests type into many fields; the shared machine is slow under load.
module.exports = { ...preset(), testTimeout: 20000 };
