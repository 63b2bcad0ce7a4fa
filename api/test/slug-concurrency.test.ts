/**
 * Slugs made by several requests at once: the unique index lets one writer win, the others take the next free
 * slug (lib/slug.ts `writeWithFreeSlug`) — every request succeeds with its own slug, none answers 500.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { leadRoutes, providerProfiles, users } from '../src/db/schema';
import { writeWithFreeSlug } from '../src/lib/slug';
import { isUniqueViolation } from '../src/lib/unique-violation';
import { bearer, createUserWithToken, json } from './helpers';
import { testSuite } from './fixtures/suite';

const PARALLEL = 8;
const suite = testSuite();

type Envelope<T> = { data: T; errors?: Record<string, string[]> };

function post(token: string, url: string, payload: object) {
  return suite.context.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

function expectDistinctSlugs(slugs: string[], base: string): void {
  expect(new Set(slugs).size).toBe(slugs.length);
  expect(slugs).toContain(base);
  for (const slug of slugs) expect(slug.startsWith(base)).toBe(true);
}

describe('slugs made at the same moment', () => {
  it(`${PARALLEL} lead routes of one name created at once all answer 201, each with its own slug`, async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const route = { name: 'Dachrinne reinigen', world_category_id: 1, postal_code: '10115', radius: 30 };
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => post(provider.token, '/api/lead_routes', route)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(201));
    expectDistinctSlugs(
      responses.map((response) => json<Envelope<{ slug: string }>>(response).data.slug),
      'dachrinne-reinigen',
    );
  });

  it('two lead routes renamed to one name at once both answer 200 with different slugs', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const base = { world_category_id: 1, postal_code: '10115', radius: 30 };
    const ids = [];
    for (const name of ['Erste Route', 'Zweite Route']) {
      ids.push(json<Envelope<{ id: number }>>(await post(provider.token, '/api/lead_routes', { ...base, name })).data.id);
    }
    const responses = await Promise.all(
      ids.map((id) => post(provider.token, '/api/lead_routes_update', { ...base, id, name: 'Fenster putzen' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expectDistinctSlugs(
      responses.map((response) => json<Envelope<{ slug: string }>>(response).data.slug),
      'fenster-putzen',
    );
  });

  it(`${PARALLEL} products of one name created at once all answer 201, each with its own slug`, async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        post(provider.token, '/v2/createProduct', {
          name: 'Gleichzeitiger Gartenstuhl',
          sku: `STUHL-${index}`,
          price: '49,90',
          stock: '3',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(201));
    expectDistinctSlugs(
      responses.map((response) => json<Envelope<{ slug: string }>>(response).data.slug),
      'gleichzeitiger-gartenstuhl',
    );
  });

  it('four providers of one company name registering at once all answer 201, each provider page with its own slug', async () => {
    const emails = Array.from({ length: 4 }, (_, index) => `gleichnamig-${index}-${process.pid}@example.com`);
    const responses = await Promise.all(
      emails.map((email) =>
        suite.context.app.inject({
          method: 'POST',
          url: '/register/provider',
          payload: {
            gender: 'male',
            first_name: 'Jonas',
            last_name: 'Wagner',
            email,
            password: 'Sichere-Pass-2026',
            company_name: 'Zeitgleich Gartenbau GmbH',
            street: 'Gartenweg',
            street_number: '7a',
            postal_code: '50667',
            city: 'Köln',
            phone: '0221 987654',
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await suite.context.db
      .select({ slug: providerProfiles.slug })
      .from(providerProfiles)
      .innerJoin(users, eq(users.id, providerProfiles.userId))
      .where(inArray(users.email, emails));
    expectDistinctSlugs(
      rows.map((row) => row.slug ?? ''),
      'zeitgleich-gartenbau-gmbh',
    );
  });

  it('a slug taken between the lookup and the write is retried in a savepoint: the next free slug, and the caller’s transaction stays usable', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const route = (slug: string) => ({
      providerId: provider.id,
      worldCategoryId: 1,
      name: 'Kollision',
      slug,
      postalCode: '10115',
      radiusKm: 5,
    });
    await suite.context.db.insert(leadRoutes).values(route('kollision'));
    const lookups: string[] = [];
    const outcome = await suite.context.db.transaction(async (tx) => {
      const slug = await writeWithFreeSlug(
        tx,
        'lead_routes_provider_slug_idx',
        // The first lookup is stale (it missed the row written meanwhile), the second sees it.
        async () => {
          lookups.push(lookups.length === 0 ? 'kollision' : 'kollision-2');
          return lookups[lookups.length - 1]!;
        },
        async (savepoint, free) => {
          await savepoint.insert(leadRoutes).values(route(free));
          return free;
        },
      );
      const [after] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(leadRoutes)
        .where(eq(leadRoutes.providerId, provider.id));
      return { slug, total: after!.total };
    });
    expect(lookups).toEqual(['kollision', 'kollision-2']);
    expect(outcome).toEqual({ slug: 'kollision-2', total: 2 });
  });

  it('a collision on another unique index is passed on at once, not retried', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const route = { providerId: provider.id, worldCategoryId: 1, name: 'Doppelt', slug: 'doppelt', postalCode: '10115', radiusKm: 5 };
    await suite.context.db.insert(leadRoutes).values(route);
    let tries = 0;
    const error = await writeWithFreeSlug(
      suite.context.db,
      'ein_anderer_index',
      async () => 'doppelt',
      async (savepoint, slug) => {
        tries += 1;
        await savepoint.insert(leadRoutes).values({ ...route, slug });
      },
    ).catch((caught: unknown) => caught);
    expect(tries).toBe(1);
    expect(isUniqueViolation(error, 'lead_routes_provider_slug_idx')).toBe(true);
  });
});
