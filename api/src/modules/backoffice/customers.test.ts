import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  addresses,
  invoiceRetention,
  invoices,
  outboxMessages,
  providerProfiles,
  shopOrderItems,
  shopOrders,
  staffAuditLog,
  users,
} from '../../db/schema';
import { json, outboxLinks } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { staffSessionToken, staffWithSession, createStaff } from '../../../test/fixtures/staff';
import type { PresentedCart } from '../checkout/view';
import { ACCOUNT_LOCKED, hashPassword } from '../account/public';

/**
 * The back office's customers (issue 38 §6): search and detail for support, lock/unlock, a new confirmation link, the
 * 2FA reset, the data export (own and staff) and the erasure with pseudonymised, retained invoices — each staff
 * action audited in its transaction.
 */
const suite = testSuite();
let support: { token: string; id: number };
let addressCounter = 0;

const PASSWORD = 'Kundenpasswort-2026!';

beforeAll(async () => {
  support = await staffWithSession(suite.context.db, ['support']);
});

const address = () => `10.36.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

interface Envelope<T = Record<string, unknown>> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
  meta?: { total: number };
}

async function call<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const response = await suite.context.app.inject({
    method,
    url,
    remoteAddress: address(),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response), headers: response.headers, raw: response };
}

/** A customer with a password (can log in), unique names, and optionally unconfirmed or with SMS 2FA. */
async function customerWithPassword(options: { confirmed?: boolean; twoFactor?: boolean } = {}) {
  const marker = `Zq${randomBytes(4).toString('hex')}`;
  const email = `kunde-${marker.toLowerCase()}@example.com`;
  const [user] = await suite.context.db
    .insert(users)
    .values({
      role: 'User',
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Kora',
      lastName: marker,
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
      twoFactorStatus: options.twoFactor ?? false,
      twoFactorMobile: options.twoFactor ? '01701234567' : null,
      twoFactorCountryCode: options.twoFactor ? '+49' : null,
    })
    .returning();
  return { id: user!.id, email, marker };
}

async function login(email: string) {
  return call<{ token: string }>('POST', '/login', undefined, { email, password: PASSWORD });
}

async function auditOf(action: string, recordId: number) {
  return suite.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.recordType, 'customer'), eq(staffAuditLog.recordId, String(recordId))));
}

describe('customer search and detail', () => {
  it('finds customers by name, e-mail and number for support and admins, never providers; other roles get 403', async () => {
    const customer = await customerWithPassword();
    const provider = await createProvider(suite.context, `Firma ${customer.marker}`);
    await suite.context.db.update(users).set({ lastName: customer.marker }).where(eq(users.id, provider.id));

    for (const q of [customer.marker, customer.email.toUpperCase(), `Kora ${customer.marker}`, String(customer.id)]) {
      const found = await call<Array<{ id: number; state: string }>>('GET', `/admin/customers?q=${encodeURIComponent(q)}`, support.token);
      expect(found.statusCode).toBe(200);
      expect(found.body.data.map((row) => row.id)).toContain(customer.id);
      expect(found.body.data.map((row) => row.id)).not.toContain(provider.id);
    }
    const admin = await staffWithSession(suite.context.db, ['admin']);
    expect((await call('GET', `/admin/customers?q=${customer.marker}`, admin.token)).statusCode).toBe(200);
    const trust = await staffWithSession(suite.context.db, ['trust_safety', 'finance', 'editor']);
    expect((await call('GET', `/admin/customers?q=${customer.marker}`, trust.token)).statusCode).toBe(403);
    expect((await call('GET', `/admin/customers/${provider.id}`, support.token)).statusCode).toBe(404);
  });

  it('shows the state, 2FA, addresses and the orders summary of a customer', async () => {
    const customer = await createCustomer(suite.context);
    const detail = await call<Record<string, unknown>>('GET', `/admin/customers/${customer.id}`, support.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: customer.id,
      state: 'active',
      two_factor: { enabled: false, mobile_hint: null },
      addresses_count: 2,
      orders: { count: 0, total_cents: 0, last_order_at: null },
    });
  });
});

describe('lock and unlock', () => {
  it('a locked customer cannot log in (German message), its sessions end; unlocking lets it log in again; both audited with the reason', async () => {
    const customer = await customerWithPassword();
    const first = await login(customer.email);
    expect(first.statusCode).toBe(200);
    const session = first.body.data.token;
    expect((await call('GET', '/profile/customer', session)).statusCode).toBe(200);

    expect((await call('POST', `/admin/customers/${customer.id}/lock`, support.token, { reason: '' })).statusCode).toBe(422);
    const locked = await call<{ state: string; locked_reason: string }>('POST', `/admin/customers/${customer.id}/lock`, support.token, {
      reason: 'Betrugsverdacht, Ticket 4711',
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.body.data).toMatchObject({ state: 'locked', locked_reason: 'Betrugsverdacht, Ticket 4711' });
    expect((await call('GET', '/profile/customer', session)).statusCode).toBe(401);
    const refused = await login(customer.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(ACCOUNT_LOCKED);
    expect((await call('POST', `/admin/customers/${customer.id}/lock`, support.token, { reason: 'nochmal' })).statusCode).toBe(409);

    const [lockEntry] = await auditOf('customer.locked', customer.id);
    expect(lockEntry).toMatchObject({
      actorId: support.id,
      before: { locked: false },
      after: { locked: true, sessions_ended: true },
      reason: 'Betrugsverdacht, Ticket 4711',
    });

    const unlocked = await call<{ state: string }>('POST', `/admin/customers/${customer.id}/unlock`, support.token, { reason: 'Geklärt' });
    expect(unlocked.body.data.state).toBe('active');
    expect((await login(customer.email)).statusCode).toBe(200);
    expect(await auditOf('customer.unlocked', customer.id)).toHaveLength(1);
    const detail = await call<{ last_login_at: string | null }>('GET', `/admin/customers/${customer.id}`, support.token);
    expect(detail.body.data.last_login_at).not.toBeNull();
  });

  it('a staff member without the role changes nothing (403, no audit entry)', async () => {
    const customer = await customerWithPassword();
    const editor = await staffWithSession(suite.context.db, ['editor']);
    expect((await call('POST', `/admin/customers/${customer.id}/lock`, editor.token, { reason: 'Versuch' })).statusCode).toBe(403);
    const [row] = await suite.context.db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, customer.id));
    expect(row?.lockedAt).toBeNull();
    expect(await auditOf('customer.locked', customer.id)).toHaveLength(0);
  });
});

describe('confirmation link and 2FA reset', () => {
  it('sends a new confirmation link to an unconfirmed address only, audited', async () => {
    const customer = await customerWithPassword({ confirmed: false });
    const sent = await call('POST', `/admin/customers/${customer.id}/resend-confirmation`, support.token);
    expect(sent.statusCode).toBe(200);
    expect((await outboxLinks(suite.context.app, customer.email)).some((link) => link.includes('/register/confirm?token='))).toBe(true);
    expect(await auditOf('customer.confirmation_resent', customer.id)).toHaveLength(1);
    const confirmed = await customerWithPassword();
    expect((await call('POST', `/admin/customers/${confirmed.id}/resend-confirmation`, support.token)).statusCode).toBe(409);
  });

  it('switches SMS two-factor off: the next login needs the password only, old sessions end', async () => {
    const customer = await customerWithPassword({ twoFactor: true });
    const step = await login(customer.email);
    expect(step.body.data).toMatchObject({ two_factor_required: true });
    const detail = await call<{ two_factor: { enabled: boolean; mobile_hint: string } }>(
      'GET',
      `/admin/customers/${customer.id}`,
      support.token,
    );
    expect(detail.body.data.two_factor).toEqual({ enabled: true, mobile_hint: '…67' });

    const reset = await call<{ two_factor: { enabled: boolean } }>('POST', `/admin/customers/${customer.id}/reset-2fa`, support.token, {
      reason: 'Telefon verloren, Identität am Telefon geprüft',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.data.two_factor.enabled).toBe(false);
    const next = await login(customer.email);
    expect(next.statusCode).toBe(200);
    expect(next.body.data.token).toEqual(expect.any(String));
    const [entry] = await auditOf('customer.2fa_reset', customer.id);
    expect(entry).toMatchObject({
      before: { two_factor: true },
      after: { two_factor: false },
      reason: 'Telefon verloren, Identität am Telefon geprüft',
    });
  });
});

/** A provider with a product and a customer who ordered it (one invoice); the customer's names are unique markers. */
async function customerWithOrder() {
  const marker = `Zx${randomBytes(4).toString('hex')}`;
  const provider = await createProvider(suite.context, `Laden ${marker.slice(0, 4)}`);
  await suite.context.db.update(providerProfiles).set({ vatNumber: 'DE123456789' }).where(eq(providerProfiles.userId, provider.id));
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'DHL Paket', priceCents: 490 });
  const product = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Bienenwachskerze',
    priceCents: 1190,
    qty: 50,
    methodIds: [method],
  });
  const customer = await createCustomer(suite.context);
  const email = `person-${marker.toLowerCase()}@example.com`;
  await suite.context.db
    .update(users)
    .set({ firstName: 'Wilma', lastName: marker, email, phone: '+49 30 998877' })
    .where(eq(users.id, customer.id));
  await suite.context.db
    .update(addresses)
    .set({ lastName: marker, email, street: `${marker}weg` })
    .where(eq(addresses.userId, customer.id));
  const cart = body<PresentedCart>(
    await suite.context.app.inject({
      method: 'POST',
      url: '/cart/add',
      payload: { variant_id: product.variantId, qty: 2 },
      headers: { authorization: `Bearer ${customer.token}` },
    }),
  ).data.cart_key;
  const placed = await suite.context.app.inject({
    method: 'POST',
    url: '/orderPlace',
    payload: { cart_key: cart, accept_terms: 1 },
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(placed.statusCode).toBe(201);
  return { ...customer, email, marker, providerId: provider.id };
}

/** Every row of every table (as text) that contains the marker, by table. */
async function tablesContaining(marker: string): Promise<string[]> {
  const tables = await suite.context.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '__drizzle%'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of (tables as unknown as { rows: Array<{ table_name: string }> }).rows) {
    const hits = await suite.context.db.execute(
      sql`select count(*)::int as count from ${sql.identifier(table)} t where t::text ilike ${`%${marker}%`}`,
    );
    if ((hits as unknown as { rows: Array<{ count: number }> }).rows[0]!.count > 0) found.push(table);
  }
  return found;
}

describe('data export', () => {
  it('the customer downloads one JSON document with a part from every module that keeps personal data', async () => {
    const customer = await customerWithOrder();
    const response = await call<never>('GET', '/account/export', customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="marktplatz-daten-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const document = response.raw.json() as {
      format: string;
      account: { email: string; last_name: string };
      modules: Record<string, Record<string, unknown[]>>;
    };
    expect(document.format).toBe('marktplatz-datenexport');
    expect(document.account).toMatchObject({ email: customer.email, last_name: customer.marker });
    expect(Object.keys(document.modules).sort()).toEqual(suite.context.app.userExporters.map((entry) => entry.module).sort());
    for (const module of ['address', 'orders', 'review', 'chat', 'favourite', 'notification', 'newsletter', 'leads', 'food', 'stores']) {
      expect(document.modules).toHaveProperty(module);
    }
    expect(document.modules.address!.addresses).toHaveLength(2);
    expect(document.modules.orders!.orders).toHaveLength(1);
    expect(document.modules.orders!.invoices).toHaveLength(1);
    expect(JSON.stringify(document.modules.orders)).toContain(customer.marker);
    expect((await call('GET', '/account/export')).statusCode).toBe(401);
  });

  it('support downloads the same document; the export is an audit entry without personal data', async () => {
    const customer = await customerWithOrder();
    const response = await call<never>('GET', `/admin/customers/${customer.id}/export`, support.token);
    expect(response.statusCode).toBe(200);
    const document = response.raw.json() as { account: { user_id: number }; modules: Record<string, unknown> };
    expect(document.account.user_id).toBe(customer.id);
    const [entry] = await auditOf('customer.exported', customer.id);
    expect(entry?.actorId).toBe(support.id);
    expect(JSON.stringify(entry)).not.toContain(customer.marker);
    expect(JSON.stringify(entry)).not.toContain(customer.email);
  });
});

describe('erasure with retention', () => {
  it('needs a recent re-authentication; without it nothing changes', async () => {
    const customer = await customerWithPassword();
    const member = await createStaff(suite.context.db, ['support']);
    const stale = await staffSessionToken(suite.context.db, member.id, { reauthAt: null });
    const refused = await call('POST', `/admin/customers/${customer.id}/erase`, stale, { reason: 'Antrag per E-Mail' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.errors?.reauth).toBeDefined();
    const [row] = await suite.context.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, customer.id));
    expect(row?.deletedAt).toBeNull();
    expect(await auditOf('customer.erased', customer.id)).toHaveLength(0);
  });

  it('leaves no personal data except the retained invoice; orders and invoices stay pseudonymised and still add up', async () => {
    const customer = await customerWithOrder();
    const [before] = await suite.context.db
      .select()
      .from(invoices)
      .innerJoin(shopOrders, eq(shopOrders.id, invoices.orderId))
      .where(eq(shopOrders.userId, customer.id));
    expect(before).toBeDefined();
    expect(await tablesContaining(customer.marker)).toEqual(expect.arrayContaining(['users', 'addresses', 'shop_orders', 'invoices']));

    const erased = await call<{ state: string; retained_invoices: number; name: string }>(
      'POST',
      `/admin/customers/${customer.id}/erase`,
      support.token,
      {
        reason: 'Löschantrag vom 05.12.2026',
      },
    );
    expect(erased.statusCode).toBe(200);
    expect(erased.body.data).toMatchObject({ state: 'deleted', retained_invoices: 1, name: 'Gelöschtes Konto' });

    // Nothing but the retention store still holds the person's name, e-mail or street.
    expect(await tablesContaining(customer.marker)).toEqual(['invoice_retention']);
    expect(await tablesContaining(customer.email)).toEqual(['invoice_retention']);

    const [invoice] = await suite.context.db.select().from(invoices).where(eq(invoices.id, before!.invoices.id));
    expect(invoice?.totalCents).toBe(before!.invoices.totalCents);
    expect(invoice?.invoiceNumber).toBe(before!.invoices.invoiceNumber);
    expect(invoice?.snapshot.buyer).toMatchObject({
      first_name: 'Kunde',
      last_name: `K-${String(customer.id).padStart(6, '0')}`,
      street: '',
      email: '',
    });
    const lines = invoice!.snapshot.lines.reduce((sum, line) => sum + line.total_cents, 0) + (invoice!.snapshot.shipping?.cents ?? 0);
    expect(lines - invoice!.snapshot.voucher_cents).toBe(invoice!.totalCents);
    const items = await suite.context.db.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, before!.shop_orders.id));
    expect(items.reduce((sum, item) => sum + item.lineTotalCents, 0)).toBe(before!.shop_orders.itemsCents);

    const [retained] = await suite.context.db.select().from(invoiceRetention).where(eq(invoiceRetention.invoiceId, before!.invoices.id));
    expect(retained?.originalSnapshot.buyer.last_name).toBe(customer.marker);
    expect(retained?.retainUntil).toBe(`${before!.invoices.year + 10}-12-31`);

    // The provider's invoice PDF now names the pseudonym.
    expect((await call('GET', `/admin/customers/${customer.id}`, support.token)).body.data).toMatchObject({
      state: 'deleted',
      email: `geloescht-${customer.id}@anonymisiert.invalid`,
    });
    expect((await call('GET', '/profile/customer', customer.token)).statusCode).toBe(401);
    expect(await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.userId, customer.id))).toHaveLength(0);

    const [entry] = await auditOf('customer.erased', customer.id);
    expect(entry).toMatchObject({
      actorId: support.id,
      before: { deleted: false },
      after: { deleted: true, retained_invoices: 1 },
      reason: 'Löschantrag vom 05.12.2026',
    });
    expect((await call('POST', `/admin/customers/${customer.id}/erase`, support.token, { reason: 'nochmal' })).statusCode).toBe(409);
  });

  it('the customer’s own deletion runs the same erasure (orders pseudonymised, invoice retained)', async () => {
    const customer = await customerWithOrder();
    expect((await call('POST', '/accountDeletion', customer.token, {})).statusCode).toBe(200);
    expect(await tablesContaining(customer.marker)).toEqual(['invoice_retention']);
    const retained = await suite.context.db.select().from(invoiceRetention).where(eq(invoiceRetention.userId, customer.id));
    expect(retained).toHaveLength(1);
  });
});
