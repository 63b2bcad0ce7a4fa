import { bearer, createUserWithToken, json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { buyPackage } from '../../../test/fixtures/billing';

interface Envelope<T> {
  status: boolean;
  data: T;
  errors?: Record<string, string[]>;
}

const FREE_LIMIT =
  'Der kostenlose Grundtarif (ohne Paket) erlaubt höchstens eine aktive Anfragestrecke; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter /account/packages.';
const BASIS_LIMIT =
  'Ihr Paket „Basis“ erlaubt höchstens 3 aktive Anfragestrecken; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter /account/packages.';

const suite = testSuite();

async function call<T>(token: string, url: string, payload: object) {
  const response = await suite.context.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  return { status: response.statusCode, body: json<Envelope<T>>(response) };
}

/** A route with one question, ready to be activated. */
async function readyRoute(token: string, name: string): Promise<number> {
  const route = await call<{ id: number }>(token, '/api/lead_routes', { name, world_category_id: 1, postal_code: '10115', radius: 30 });
  expect(route.status).toBe(201);
  await call(token, '/api/lead_route_question', {
    lead_route_id: route.body.data.id,
    question: 'Was soll gemacht werden?',
    answer_type: 'text',
  });
  return route.body.data.id;
}

const activate = (token: string, id: number, status: 'active' | 'inactive' = 'active') =>
  call<{ status: string }>(token, '/api/changeLeadRouteStatus', { id, status });

describe('active lead routes within the package', () => {
  it('refuses a second active route without a package (422 on status naming the limit and /account/packages), allows it after buying Basis up to three', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const ids: number[] = [];
    for (const name of ['Bad Mitte', 'Bad Nord', 'Bad Süd', 'Bad West']) ids.push(await readyRoute(provider.token, name));
    const [first, second, third, fourth] = ids as [number, number, number, number];

    expect((await activate(provider.token, first)).status).toBe(200);
    const refused = await activate(provider.token, second);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.status).toEqual([FREE_LIMIT]);

    // Deactivating one frees its place; re-activating the one already active is no new activation.
    expect((await activate(provider.token, first, 'inactive')).status).toBe(200);
    expect((await activate(provider.token, second)).status).toBe(200);
    expect((await activate(provider.token, second)).status).toBe(200);

    await buyPackage(suite.context.app, provider.token, 'basis');
    expect((await activate(provider.token, first)).body.data.status).toBe('active');
    expect((await activate(provider.token, third)).body.data.status).toBe('active');
    const beyond = await activate(provider.token, fourth);
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors?.status).toEqual([BASIS_LIMIT]);
  });
});
