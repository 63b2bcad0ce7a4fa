// The stub of our API's living-world categories for the living worlds and lead category page tests (not a test file
// itself: `node --test scripts/` runs `*.test.mjs`).
import { startStubApi } from './page-test-support.mjs';

/**
 * `GET /v2/world/categorys/{slug}` with the API's envelope: `bauen-wohnen` and `all` every category, a category's slug
 * that one, 404 otherwise (`failing`: 500 like a broken database).
 */
export const startWorldApi = (categories, { failing = false } = {}) =>
  startStubApi((address) => {
    const slug = /^\/v2\/world\/categorys\/([^/]+)$/.exec(address.pathname)?.[1];
    if (slug === undefined) return [404, { status: false, message: 'Nicht gefunden', code: 'NOT_FOUND' }];
    if (failing) return [500, { status: false, message: 'Es ist etwas schief gelaufen, bitte versuchen Sie es erneut.' }];
    const found = slug === 'bauen-wohnen' || slug === 'all' ? categories : categories.filter((category) => category.slug === slug);
    return found.length > 0
      ? [200, { status: true, data: found }]
      : [404, { status: false, message: 'Kategorie nicht gefunden', code: 'NOT_FOUND' }];
  });
