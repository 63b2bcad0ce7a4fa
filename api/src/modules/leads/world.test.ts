import { inArray } from 'drizzle-orm';
import { bearer, createUserWithToken, DEMO, json, login } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { LEAD_PROVIDER_EMAILS, WORLD_CATEGORIES } from '../../db/seed/leads';
import { leadRoutes, users } from '../../db/schema';
import { canPublish } from '../onboarding/public';
import { distanceKm, type GeoPoint } from '../reference/public';
import { NEAR_RING_KM, RADIUS_SEARCH_LIMIT } from './world-service';

const suite = testSuite();

type Body<T> = { status: boolean; data: T; message?: string };

describe('living worlds', () => {
  it('lists the seeded categories with active routes only, and offers the route’s providers to pick from', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const rival = await createUserWithToken(suite.context, 'Company');
    const makeActive = async (token: string, name: string) => {
      const route = json<Body<{ id: number; slug: string }>>(
        await suite.context.app.inject({
          method: 'POST',
          url: '/api/lead_routes',
          headers: bearer(token),
          payload: { name, world_category_id: 1, postal_code: '10115', radius: 20 },
        }),
      ).data;
      await suite.context.app.inject({
        method: 'POST',
        url: '/api/lead_route_question',
        headers: bearer(token),
        payload: { lead_route_id: route.id, question: 'Was?', answer_type: 'text' },
      });
      await suite.context.app.inject({
        method: 'POST',
        url: '/api/changeLeadRouteStatus',
        headers: bearer(token),
        payload: { id: route.id, status: 'active' },
      });
      return route;
    };
    const route = await makeActive(provider.token, 'Bad komplett');
    await makeActive(rival.token, 'Bad günstig');
    await suite.context.app.inject({
      method: 'POST',
      url: '/api/lead_routes',
      headers: bearer(provider.token),
      payload: { name: 'Entwurf', world_category_id: 1, postal_code: '10115', radius: 20 },
    });

    const all = json<Body<{ slug: string; lead_routes: { name: string }[] }[]>>(
      await suite.context.app.inject({ method: 'GET', url: '/v2/world/categorys/bauen-wohnen' }),
    );
    expect(all.data.map((category) => category.slug)).toContain('badsanierung');
    const bath = json<Body<{ id: number; lead_routes: { name: string }[] }[]>>(
      await suite.context.app.inject({ method: 'GET', url: '/v2/world/categorys/badsanierung' }),
    ).data[0]!;
    expect(bath.lead_routes.map((row) => row.name)).toEqual(expect.arrayContaining(['Bad komplett', 'Bad günstig']));
    expect(bath.lead_routes.map((row) => row.name)).not.toContain('Entwurf');
    expect((await suite.context.app.inject({ method: 'GET', url: `/v2/world/category/${bath.id}` })).statusCode).toBe(200);
    const missing = await suite.context.app.inject({ method: 'GET', url: '/v2/world/categorys/gibt-es-nicht' });
    expect([missing.statusCode, json<Body<null>>(missing).message]).toEqual([404, 'Diese Kategorie gibt es nicht.']);

    const pick = json<Body<{ providers: { id: number; selected: boolean }[] }>>(
      await suite.context.app.inject({ method: 'GET', url: `/api/providerByLeadRoute?lead_route_id=${route.id}&slug=${route.slug}` }),
    );
    expect(pick.data.providers[0]).toMatchObject({ id: provider.id, selected: true });
    expect(pick.data.providers.map((row) => row.id)).toContain(rival.id);
  });

  it('offers in every seeded living world a verified demo provider’s active route with questions, and takes an inquiry to it at once', async () => {
    const seeded = await suite.context.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, LEAD_PROVIDER_EMAILS));
    expect(seeded).toHaveLength(WORLD_CATEGORIES.length);
    const seededIds = new Set(seeded.map((row) => row.id));
    for (const row of seeded) expect([row.email, await canPublish(suite.context.db, row.id)]).toEqual([row.email, true]);
    const customer = await login(suite.context.app, DEMO.customer);
    expect(await login(suite.context.app, LEAD_PROVIDER_EMAILS[0]!)).toEqual(expect.any(String));
    for (const world of WORLD_CATEGORIES) {
      const [category] = json<Body<{ lead_routes: { id: number; slug: string; provider: { id: number } }[] }[]>>(
        await suite.context.app.inject({ method: 'GET', url: `/v2/world/categorys/${world.slug}` }),
      ).data;
      const route = category!.lead_routes.find((entry) => seededIds.has(entry.provider.id));
      expect([world.slug, route !== undefined]).toEqual([world.slug, true]);
      const questions = json<Body<{ id: number; answer_type: string; is_required: boolean; answers: { id: number }[] }[]>>(
        await suite.context.app.inject({ method: 'GET', url: `/api/getQuestionsByLeadRoute?lead_route_id=${route!.id}` }),
      ).data;
      expect(questions.length).toBeGreaterThanOrEqual(3);
      for (const question of questions.filter((entry) => entry.answer_type === 'single' || entry.answer_type === 'multiple'))
        expect(question.answers.length).toBeGreaterThanOrEqual(2);
      const answerOf = (question: (typeof questions)[number]) =>
        ({
          single: question.answers[0]?.id,
          multiple: [question.answers[0]?.id],
          number: '12',
          date: '15.03.2027',
          text: 'Bitte um Rückruf.',
        })[question.answer_type];
      const sent = await suite.context.app.inject({
        method: 'POST',
        url: '/api/lead',
        headers: bearer(customer),
        payload: {
          lead_route_id: route!.id,
          answers: questions
            .filter((question) => question.is_required)
            .map((question) => ({ lead_route_question_id: question.id, answer: answerOf(question) })),
        },
      });
      expect([world.slug, sent.statusCode]).toEqual([world.slug, 201]);
    }
    // Each seeded provider keeps the one active route the free base tier allows.
    const active = await suite.context.db.select({ providerId: leadRoutes.providerId, status: leadRoutes.status }).from(leadRoutes);
    for (const id of seededIds) expect(active.filter((row) => row.providerId === id && row.status === 'active')).toHaveLength(1);
  });

  it('finds providers by radius: the route must lie within the search radius and serve the point, nearest first', async () => {
    const near = await createUserWithToken(suite.context, 'Company');
    const far = await createUserWithToken(suite.context, 'Company');
    const small = await createUserWithToken(suite.context, 'Company');
    const activate = async (token: string, postalCode: string, radius: number) => {
      const route = json<Body<{ id: number }>>(
        await suite.context.app.inject({
          method: 'POST',
          url: '/api/lead_routes',
          headers: bearer(token),
          payload: { name: `Umzug ${postalCode}`, world_category_id: 2, postal_code: postalCode, radius },
        }),
      ).data;
      await suite.context.app.inject({
        method: 'POST',
        url: '/api/lead_route_question',
        headers: bearer(token),
        payload: { lead_route_id: route.id, question: 'Wann?', answer_type: 'text' },
      });
      await suite.context.app.inject({
        method: 'POST',
        url: '/api/changeLeadRouteStatus',
        headers: bearer(token),
        payload: { id: route.id, status: 'active' },
      });
      return route;
    };
    const nearRoute = await activate(near.token, '80331', 50); // München
    await activate(far.token, '20095', 500); // Hamburg, ~610 km from München
    await activate(small.token, '85354', 5); // Freising, ~33 km away but serves only 5 km
    const munich = { lat: 48.137, lng: 11.575 };
    const found = json<Body<{ providers: { id: number; distance_km: number; lead_route_id: number }[] }>>(
      await suite.context.app.inject({ method: 'GET', url: `/api/providerByLeadRoute?lat=${munich.lat}&lng=${munich.lng}&radius=100` }),
    ).data.providers;
    const ids = found.map((row) => row.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(small.id);
    expect(found.find((row) => row.id === near.id)).toMatchObject({ lead_route_id: nearRoute.id });
    expect(found.map((row) => row.distance_km)).toEqual([...found.map((row) => row.distance_km)].sort((a, b) => a - b));
    const wide = json<Body<{ providers: { id: number }[] }>>(
      await suite.context.app.inject({
        method: 'GET',
        url: `/api/providerByLeadRoute?lat=${munich.lat}&lng=${munich.lng}&radius=500&lead_route_id=${nearRoute.id}`,
      }),
    ).data.providers;
    expect(wide.map((row) => row.id)).toEqual(expect.arrayContaining([near.id]));
    const partial = await suite.context.app.inject({ method: 'GET', url: `/api/providerByLeadRoute?lat=${munich.lat}&radius=10` });
    expect([partial.statusCode, json<{ errors: Record<string, string[]> }>(partial).errors.lng]).toEqual([
      422,
      ['Für die Umkreissuche geben Sie bitte lat, lng und radius an.'],
    ]);
    expect((await suite.context.app.inject({ method: 'GET', url: '/api/providerByLeadRoute?lat=99&lng=10&radius=10' })).statusCode).toBe(
      422,
    );
  });

  it('returns the same nearest providers whether the near ring holds a full list (city) or not (countryside)', async () => {
    // 36 providers' routes fixed around Kassel: 34 within 9 km of the centre, two near 30 km; a search over 60 km must
    // give exactly the brute-force answer, the ring deciding in the city and the whole circle where the ring is sparse.
    const kassel = { latitude: 51.3127, longitude: 9.4797 };
    const providers = await Promise.all(Array.from({ length: 36 }, () => createUserWithToken(suite.context, 'Company')));
    const points = providers.map((_, index) => {
      const far = index >= 34;
      const km = far ? 30 + index - 34 : 0.5 + (index % 17) * 0.5;
      const bearing = (index * 47 * Math.PI) / 180;
      return {
        latitude: kassel.latitude + (km / 111.2) * Math.cos(bearing),
        longitude: kassel.longitude + (km / (111.2 * Math.cos((kassel.latitude * Math.PI) / 180))) * Math.sin(bearing),
        // Every fifth city route serves only 1 km: it lies within the ring but does not reach the centre.
        radius: far ? 60 : index % 5 === 0 ? 1 : 40,
      };
    });
    await suite.context.db.insert(leadRoutes).values(
      providers.map((provider, index) => ({
        providerId: provider.id,
        worldCategoryId: 5,
        name: `Ring ${index}`,
        slug: `ring-${index}`,
        postalCode: '34117',
        radiusKm: points[index]!.radius,
        latitude: points[index]!.latitude,
        longitude: points[index]!.longitude,
        status: 'active' as const,
      })),
    );
    const expected = (center: GeoPoint, radius: number) =>
      providers
        .map((provider, index) => ({ id: provider.id, distance: distanceKm(center, points[index]!), reach: points[index]!.radius }))
        .filter((row) => row.distance <= Math.min(radius, row.reach))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, RADIUS_SEARCH_LIMIT)
        .map((row) => row.id);
    const search = async (center: GeoPoint, radius: number) =>
      json<Body<{ providers: { id: number }[] }>>(
        await suite.context.app.inject({
          method: 'GET',
          url: `/api/providerByLeadRoute?lat=${center.latitude}&lng=${center.longitude}&radius=${radius}`,
        }),
      ).data.providers.map((row) => row.id);
    const mine = new Set(providers.map((provider) => provider.id));
    const inCity = (await search(kassel, 60)).filter((id) => mine.has(id));
    expect(inCity).toHaveLength(RADIUS_SEARCH_LIMIT);
    expect(inCity).toEqual(expected(kassel, 60));
    // 12 km north of the centre the ring holds only a few of them: the whole circle answers, the nearest first.
    const north = { latitude: kassel.latitude + 12 / 111.2, longitude: kassel.longitude };
    const ring = expected(north, NEAR_RING_KM);
    const inCountry = (await search(north, 60)).filter((id) => mine.has(id));
    expect(ring.length).toBeGreaterThan(0);
    expect(inCountry.length).toBeGreaterThan(ring.length);
    expect(inCountry).toEqual(expected(north, 60));
    // A search no wider than the ring is one read of its own circle.
    expect((await search(kassel, NEAR_RING_KM - 5)).filter((id) => mine.has(id))).toEqual(expected(kassel, NEAR_RING_KM - 5));
  });

  it('counts a view once per visitor and day', async () => {
    const view = () =>
      suite.context.app.inject({
        method: 'POST',
        url: '/setWorldViewCounts',
        payload: { slug: 'umzug' },
        headers: { 'user-agent': 'jest-a' },
      });
    const first = json<Body<{ view_count: number; counted: boolean }>>(await view());
    const second = json<Body<{ view_count: number; counted: boolean }>>(await view());
    expect(first.data.counted).toBe(true);
    expect(second.data).toEqual({ slug: 'umzug', view_count: first.data.view_count, counted: false });
    const other = json<Body<{ counted: boolean }>>(
      await suite.context.app.inject({
        method: 'POST',
        url: '/setWorldViewCounts',
        payload: { slug: 'umzug' },
        headers: { 'user-agent': 'jest-b' },
      }),
    );
    expect(other.data.counted).toBe(true);
  });

  it('answers the confirmation contents to anyone', async () => {
    const answer = json<Body<{ title: string }>>(
      await suite.context.app.inject({ method: 'GET', url: '/api/inquiry_confirmation_contents' }),
    );
    expect(answer.data.title).toBe('Vielen Dank für Ihre Anfrage!');
  });
});
