// React Router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
}
