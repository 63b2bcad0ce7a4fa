import fc from 'fast-check';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

const suite = testSuite();
let providerToken: string;

beforeAll(async () => {
  providerToken = (await createUserWithToken(suite.context, 'Company')).token;
});

const QUERY_ROUTES: { url: string; params: string[] }[] = [
  { url: '/getCity', params: ['postal_code'] },
  { url: '/getStreets', params: ['keyword', 'limit'] },
  { url: '/api/getPostalCodes', params: ['postal_code', 'page', 'per_page'] },
  { url: '/api/getSubIndustries', params: ['id'] },
  { url: '/getContractContents', params: ['key'] },
];

/** Printable text, any Unicode including NUL and lone surrogates, and numbers of every kind. */
const anyValue = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 300 }), fc.integer().map(String), fc.double().map(String));

describe('reference routes under malformed input', () => {
  it('never answer a malformed query string with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...QUERY_ROUTES), fc.array(anyValue, { minLength: 3, maxLength: 3 }), async (route, values) => {
        const query = new URLSearchParams(route.params.map((param, index): [string, string] => [param, values[index] ?? '']));
        const response = await suite.context.app.inject({ method: 'GET', url: `${route.url}?${query.toString()}` });
        expect(response.statusCode).toBeLessThan(500);
        expect((response.json() as { status: boolean }).status).toBe(response.statusCode < 400);
      }),
      { numRuns: 150 },
    );
  });

  it('never answer a malformed setVendorPolicies body with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.record({ return_policy: fc.string({ unit: 'binary' }), privacy_policy: fc.anything() })),
        async (body) => {
          const response = await suite.context.app.inject({
            method: 'POST',
            url: '/setVendorPolicies',
            headers: { authorization: `Bearer ${providerToken}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
