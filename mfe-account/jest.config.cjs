const preset = require('@marktplatz/tooling/jest/preset.cjs');

module.exports = preset();
