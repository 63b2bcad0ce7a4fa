// React Router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
}
if (typeof window !== 'undefined') {
  // The test command runs the areas' suites beside the browser journeys on two cores, at a lower CPU priority
  // (scripts/run.mjs): a screen that needs seconds to answer is slow, not wrong. findBy…/waitFor wait up to 15 s (the
  // library's default is 1 s); a passing wait ends as soon as its condition holds.
  let dom = null;
  try {
    dom = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
  } catch {
    // a package without Testing Library: nothing to configure
  }
  dom?.configure({ asyncUtilTimeout: 15_000 });
}
