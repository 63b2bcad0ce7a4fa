const preset = require('@marktplatz/tooling/jest/preset.cjs');

// The contact form's tests type into many fields; the shared machine is slow under load (5 s timed out at load 15).
module.exports = { ...preset(), testTimeout: 20000 };
