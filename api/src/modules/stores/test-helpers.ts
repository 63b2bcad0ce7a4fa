import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { signAccessToken } from '../../http/auth';
import { users } from '../../db/schema';
import { createConfirmedProvider } from '../account/service';
import { bearer, type TestContext } from '../../../test/helpers';

export interface Envelope<T = unknown> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
  meta?: { total: number };
}

/** Calls and fixtures of the stores tests against one test app (`context()` is read per call, after `beforeAll`). */
export function storesTestKit(context: () => TestContext) {
  async function call<T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) {
    const response = await context().app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  }

  /** A confirmed provider with a company address in Berlin 10115 and a token. */
  async function provider(companyName: string): Promise<{ id: number; token: string }> {
    const { db, config } = context();
    const tag = randomBytes(4).toString('hex');
    const id = await createConfirmedProvider(db, {
      email: `standort-${tag}@example.com`,
      username: `standort-${tag}`,
      passwordHash: 'nicht-anmeldbar',
      gender: 'other',
      firstName: 'Erika',
      lastName: 'Muster',
      phone: '030123456',
      companyName,
      street: 'Hauptstraße',
      houseNumber: '1',
      zipCode: '10115',
      city: 'Berlin',
    });
    const [user] = await db.select().from(users).where(eq(users.id, id));
    const { token } = await signAccessToken(config, user!);
    return { id, token };
  }

  return { call, provider };
}
