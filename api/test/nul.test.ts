import { z } from 'zod';
import { modules } from '../src/modules';
import type { DomainModule } from '../src/modules/types';
import { bearer, createUserWithToken, json } from './helpers';
import { testSuite } from './fixtures/suite';

const NUL_MESSAGE = 'Der Text enthält unzulässige Steuerzeichen.';
type Failure = { status: boolean; code?: string; errors?: Record<string, string[]> };

let reached = 0;
/** A route only these tests register: its body field is a plain `z.string()`, without the `fields.*` check. */
const probeModule: DomainModule = {
  name: 'nul-probe',
  routes: async (app) => {
    app.post(
      '/nul-probe/:slug',
      { config: { access: 'public' }, schema: { params: z.object({ slug: z.string() }), body: z.object({ note: z.string() }).optional() } },
      async () => {
        reached += 1;
        return { status: true };
      },
    );
  },
};

const suite = testSuite({ modules: [...modules, probeModule] });

describe('NUL characters in input end as 422, never reach the database', () => {
  it('PATCH /me/details refuses a NUL in first_name with errors.first_name', async () => {
    const user = await createUserWithToken(suite.context, 'User');
    const response = await suite.context.app.inject({
      method: 'PATCH',
      url: '/me/details',
      headers: bearer(user.token),
      payload: { first_name: 'Le\u0000na' },
    });
    expect(response.statusCode).toBe(422);
    expect(json<Failure>(response).errors?.first_name).toEqual([NUL_MESSAGE]);
  });

  it.each(['first_name', 'last_name', 'email'])('POST /register/customer refuses a NUL in %s', async (field) => {
    const payload: Record<string, string> = {
      gender: 'female',
      first_name: 'Lena',
      last_name: 'Fischer',
      email: `nul-${field}@example.com`,
      password: 'Sichere-Pass-2026',
    };
    payload[field] = `${payload[field]?.slice(0, 2)}\u0000${payload[field]?.slice(2)}`;
    const response = await suite.context.app.inject({ method: 'POST', url: '/register/customer', payload });
    expect(response.statusCode).toBe(422);
    expect(json<Failure>(response).errors?.[field]).toBeDefined();
  });

  it('POST /register/provider refuses a NUL in company_name', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/register/provider',
      payload: {
        gender: 'male',
        first_name: 'Jonas',
        last_name: 'Wagner',
        email: 'nul-firma@example.com',
        password: 'Sichere-Pass-2026',
        company_name: 'Wagner\u0000 GmbH',
        street: 'Gartenweg',
        street_number: '7a',
        postal_code: '50667',
        city: 'Köln',
        phone: '0221 987654',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(json<Failure>(response).errors?.company_name).toEqual([NUL_MESSAGE]);
  });

  it('POST /login refuses a NUL in the e-mail with 422 instead of a database error', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'kunde\u0000@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(json<Failure>(response).errors?.email).toEqual([NUL_MESSAGE]);
  });

  it('refuses a NUL in a plain string body field, query string or path parameter before the handler runs', async () => {
    const before = reached;
    const body = await suite.context.app.inject({ method: 'POST', url: '/nul-probe/gut', payload: { note: 'a\u0000b' } });
    expect(body.statusCode).toBe(422);
    expect(json<Failure>(body)).toMatchObject({ code: 'VALIDATION_FAILED', errors: { note: [NUL_MESSAGE] } });
    const query = await suite.context.app.inject({ method: 'POST', url: '/nul-probe/gut?q=a%00b', payload: { note: 'ok' } });
    expect(query.statusCode).toBe(422);
    expect(json<Failure>(query).errors?.q).toEqual([NUL_MESSAGE]);
    const param = await suite.context.app.inject({ method: 'POST', url: '/nul-probe/a%00b', payload: { note: 'ok' } });
    expect(param.statusCode).toBe(422);
    expect(json<Failure>(param).errors?.slug).toEqual([NUL_MESSAGE]);
    expect(reached).toBe(before);
    const fine = await suite.context.app.inject({ method: 'POST', url: '/nul-probe/gut', payload: { note: 'Zeile 1\nZeile 2' } });
    expect(fine.statusCode).toBe(200);
    expect(reached).toBe(before + 1);
  });
});
