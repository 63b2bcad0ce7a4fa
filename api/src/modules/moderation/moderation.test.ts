import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { outboxMessages, productReviews, shopProducts, users } from '../../db/schema';
import { bearer, createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { createFixtureProduct } from '../../../test/fixtures/shop';
import { staffWithSession } from '../../../test/fixtures/staff';
import { REPORTS_PER_HOUR } from './service';

const suite = testSuite({ config: { moderationEmail: 'moderation@betreiber.example' } });
/** The trust & safety member who decides in these tests. */
let moderator: { id: number; token: string };

beforeAll(async () => {
  moderator = await staffWithSession(suite.context.db, ['trust_safety']);
});

/** Each test reports from its own address, so the per-address limit of one test does not touch another. */
function address(): string {
  return `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
}

async function report(payload: unknown, options: { from?: string; token?: string } = {}) {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/moderation/reports',
    remoteAddress: options.from ?? address(),
    headers: options.token ? bearer(options.token) : {},
    payload: payload as object,
  });
  return {
    statusCode: response.statusCode,
    body: response.json() as {
      status: boolean;
      message: string;
      data: { id: number; status: string; case_number: string };
      errors?: Record<string, string[]>;
    },
  };
}

/** A call of the back office as the trust & safety member (or `token`). */
async function operator(method: 'GET' | 'POST', url: string, payload?: unknown, token: string | null = moderator.token) {
  const response = await suite.context.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return {
    statusCode: response.statusCode,
    body: response.json() as {
      data: Record<string, unknown> & {
        status: string;
        decided_by: { id: number | null; name: string } | null;
        events: { to_status: string; actor_name: string; created_at: string }[];
      };
      message: string;
    },
  };
}

async function mails(recipient: string) {
  return suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient.toLowerCase()));
}

function validReport(productId: number, email = `melder-${randomBytes(3).toString('hex')}@example.com`) {
  return {
    target_type: 'product',
    target_id: productId,
    category: 'unsafe_product',
    explanation: 'Das Ladegerät trägt kein CE-Zeichen und wurde vom Hersteller zurückgerufen.',
    reporter_name: 'Petra Prüfer',
    reporter_email: email,
    good_faith: true,
  };
}

describe('notice and action (Art. 16, 17 DSA)', () => {
  it('lists the reason categories; only child sexual abuse may be reported anonymously', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/moderation/categories' });
    const body = response.json() as { data: { categories: { value: string; anonymous_allowed: boolean }[] } };
    expect(response.statusCode).toBe(200);
    expect(body.data.categories.filter((category) => category.anonymous_allowed).map((category) => category.value)).toEqual([
      'child_sexual_abuse',
    ]);
  });

  it('stores a report as received, sends the reporter a receipt at once and notifies the operator', async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 1999, qty: 3 }] });
    const input = validReport(product.productId);
    const { statusCode, body } = await report(input);
    expect(statusCode).toBe(201);
    expect(body.data.status).toBe('received');
    expect(body.data.case_number).toMatch(/^M-\d{4}-\d{6}$/);
    expect(body.message).toContain(input.reporter_email);
    const [receipt] = await mails(input.reporter_email);
    expect(receipt?.subject).toBe(`Eingangsbestätigung Ihrer Meldung ${body.data.case_number}`);
    expect(receipt?.body).toContain('Gefährliches, verbotenes oder nicht verkehrsfähiges Produkt');
    expect(receipt?.body).toContain('Impressum: http://127.0.0.1:3000/page/impressum');
    const operatorMails = await mails('moderation@betreiber.example');
    expect(operatorMails.some((mail) => mail.subject?.includes(body.data.case_number))).toBe(true);
  });

  it('requires name, e-mail and the good-faith statement, except name and e-mail for child sexual abuse', async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 500, qty: 1 }] });
    const missing = await report({ ...validReport(product.productId), reporter_name: '', reporter_email: '', good_faith: false });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toEqual({
      reporter_name: ['Bitte geben Sie Ihren Namen an.'],
      reporter_email: ['Bitte geben Sie Ihre E-Mail-Adresse an.'],
      good_faith: ['Bitte bestätigen Sie, dass Ihre Angaben nach bestem Wissen richtig und vollständig sind.'],
    });
    const anonymous = await report({
      ...validReport(product.productId),
      category: 'child_sexual_abuse',
      reporter_name: null,
      reporter_email: null,
    });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.body.message).toBe('Vielen Dank. Ihre Meldung ist eingegangen; wir prüfen sie zügig.');
  });

  it('answers bad input with German 422 field errors and unknown content with 404, never 5xx', async () => {
    const cases: unknown[] = [
      {},
      { target_type: 'order', target_id: 1 },
      { ...validReport(1), target_id: 'abc' },
      { ...validReport(1), target_id: 99_999_999_999 },
      { ...validReport(1), explanation: 'zu kurz' },
      { ...validReport(1), reporter_email: 'keine-adresse' },
      { ...validReport(1), explanation: 'x'.repeat(6000) },
      { ...validReport(1), category: ['fraud'] },
    ];
    for (const payload of cases) {
      const { statusCode, body } = await report(payload);
      expect(statusCode).toBe(422);
      expect(body.status).toBe(false);
    }
    const unknown = await report(validReport(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Der gemeldete Inhalt wurde nicht gefunden.');
    const hidden = await createFixtureProduct(suite.context.db, { status: 'draft', variants: [{ priceCents: 500, qty: 1 }] });
    expect((await report(validReport(hidden.productId))).statusCode).toBe(404);
  });

  it(`limits reports to ${REPORTS_PER_HOUR} per address and hour`, async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 500, qty: 1 }] });
    const from = address();
    for (let index = 0; index < REPORTS_PER_HOUR; index += 1) {
      expect((await report(validReport(product.productId), { from })).statusCode).toBe(201);
    }
    const limited = await report(validReport(product.productId), { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toBe('Sie haben in kurzer Zeit viele Meldungen gesendet. Bitte versuchen Sie es in einer Stunde erneut.');
    expect((await report(validReport(product.productId))).statusCode).toBe(201);
  });

  it('the old operator calls are gone; the back office calls need a staff session (404 without one)', async () => {
    expect((await operator('GET', '/moderation/operator/reports', undefined, null)).statusCode).toBe(404);
    expect((await operator('GET', '/admin/notices', undefined, null)).statusCode).toBe(404);
    const customer = await createUserWithToken(suite.context, 'User');
    expect((await operator('GET', '/admin/notices', undefined, customer.token)).statusCode).toBe(404);
    expect((await operator('POST', '/admin/notices/1/decision', { outcome: 'no_action', reason: 'x'.repeat(30) }, null)).statusCode).toBe(
      404,
    );
  });

  it('a trust & safety member reviews and takes action: recorded with the member and when, product withdrawn, statement of reasons to the provider', async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 4999, qty: 2 }] });
    const input = validReport(product.productId);
    const { body: created } = await report(input);
    const id = created.data.id;

    const listed = await operator('GET', '/admin/notices?status=received&per_page=100');
    expect((listed.body.data as unknown as { id: number }[]).some((entry) => entry.id === id)).toBe(true);

    const reviewing = await operator('POST', `/admin/notices/${id}/review`, {});
    expect(reviewing.statusCode).toBe(200);
    expect(reviewing.body.data.status).toBe('in_review');

    const incomplete = await operator('POST', `/admin/notices/${id}/decision`, {
      outcome: 'action_taken',
      reason: 'Rückruf des Herstellers liegt vor, Produkt nicht verkehrsfähig.',
    });
    expect(incomplete.statusCode).toBe(422);

    const decided = await operator('POST', `/admin/notices/${id}/decision`, {
      outcome: 'action_taken',
      action: 'content_removed',
      ground: 'illegal',
      reason: 'Der Hersteller hat das Ladegerät wegen Brandgefahr zurückgerufen (Rückruf vom 3. November 2026).',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.body.data).toMatchObject({ status: 'action_taken', decided_by: { id: moderator.id } });
    expect(decided.body.data.decision).toMatchObject({ action: 'content_removed', ground: 'illegal', decided_by: { id: moderator.id } });
    const name = decided.body.data.decided_by?.name;
    expect(decided.body.data.events.map((event) => [event.to_status, event.actor_name])).toEqual([
      ['received', 'Meldeformular'],
      ['in_review', name],
      ['action_taken', name],
    ]);
    expect(Date.parse(String(decided.body.data.decided_at))).not.toBeNaN();

    const [row] = await suite.context.db
      .select({ status: shopProducts.status, providerId: shopProducts.providerId })
      .from(shopProducts)
      .where(eq(shopProducts.id, product.productId));
    expect(row?.status).toBe('inactive');
    expect((await suite.context.app.inject({ method: 'GET', url: `/shop/productBySlug/${product.slug}` })).statusCode).toBe(404);

    const [provider] = await suite.context.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row?.providerId ?? 0));
    const statements = (await mails(provider?.email ?? '')).filter((mail) => mail.subject?.startsWith('Begründung unserer Entscheidung'));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.body).toContain('Art. 17');
    expect(statements[0]?.body).toContain('Brandgefahr');
    expect(statements[0]?.body).toContain('Art. 20 DSA');
    const reporterMails = await mails(input.reporter_email);
    expect(reporterMails.some((mail) => mail.subject?.startsWith('Entscheidung zu Ihrer Meldung'))).toBe(true);

    const again = await operator('POST', `/admin/notices/${id}/decision`, {
      outcome: 'no_action',
      reason: 'Doch kein Verstoß festgestellt, Meldung unbegründet.',
    });
    expect(again.statusCode).toBe(409);
    expect((await operator('GET', '/admin/notices/2000000000')).statusCode).toBe(404);
  });

  it('no action: the reporter learns the decision, the content stays, the provider gets no statement', async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 999, qty: 2 }] });
    const { body: created } = await report(validReport(product.productId));
    const decided = await operator('POST', `/admin/notices/${created.data.id}/decision`, {
      outcome: 'no_action',
      reason: 'Das Produkt trägt ein gültiges CE-Zeichen; der Rückruf betrifft eine andere Serie.',
    });
    expect(decided.body.data.status).toBe('no_action');
    const [row] = await suite.context.db
      .select({ status: shopProducts.status })
      .from(shopProducts)
      .where(eq(shopProducts.id, product.productId));
    expect(row?.status).toBe('active');
  });

  it('a reported review is hidden when action is taken', async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 999, qty: 2 }] });
    const author = await createUserWithToken(suite.context, 'User');
    const [review] = await suite.context.db
      .insert(productReviews)
      .values({
        productId: product.productId,
        userId: author.id,
        rating: 1,
        review: 'Beleidigender Text über den Anbieter, der rechtswidrig ist.',
      })
      .returning();
    const { statusCode, body } = await report({
      ...validReport(0),
      target_type: 'review',
      target_id: review?.id,
      category: 'illegal_hate_speech',
    });
    expect(statusCode).toBe(201);
    await operator('POST', `/admin/notices/${body.data.id}/decision`, {
      outcome: 'action_taken',
      action: 'content_disabled',
      ground: 'terms',
      reason: 'Die Bewertung beleidigt den Anbieter und beschreibt keine Erfahrung mit dem Produkt.',
    });
    const [stored] = await suite.context.db
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(and(eq(productReviews.id, review?.id ?? 0)));
    expect(stored?.status).toBe('hidden');
  });

  it('a report is visible to its logged-in reporter only; anyone else gets 404', async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 999, qty: 2 }] });
    const reporter = await createUserWithToken(suite.context, 'User');
    const stranger = await createUserWithToken(suite.context, 'User');
    const { body } = await report(validReport(product.productId), { token: reporter.token });
    const own = await suite.context.app.inject({
      method: 'GET',
      url: `/moderation/reports/${body.data.id}`,
      headers: bearer(reporter.token),
    });
    expect(own.statusCode).toBe(200);
    const other = await suite.context.app.inject({
      method: 'GET',
      url: `/moderation/reports/${body.data.id}`,
      headers: bearer(stranger.token),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await suite.context.app.inject({ method: 'GET', url: `/moderation/reports/${body.data.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
