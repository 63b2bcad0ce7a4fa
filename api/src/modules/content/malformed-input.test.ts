import fc from 'fast-check';
import { testSuite } from '../../../test/fixtures/suite';

const suite = testSuite();

describe('content queries under malformed input', () => {
  it('never answers malformed content query arguments with an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 })),
        fc.integer(),
        fc.integer(),
        async (text, first, page) => {
          const response = await suite.context.app.inject({
            method: 'POST',
            url: '/graphql',
            payload: {
              query: `query ($text: String!, $first: Int, $page: Int) {
              seoData(type: PAGE, slug: $text) { meta_title }
              bankList(pincode: $text, first: $first, page: $page) { data { id } }
            }`,
              variables: { text, first, page },
            },
          });
          expect(response.statusCode).toBeLessThan(500);
          const body = response.json() as { errors?: { extensions?: { code?: string } }[] };
          for (const error of body.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_ERROR');
        },
      ),
      { numRuns: 100 },
    );
  });
});
