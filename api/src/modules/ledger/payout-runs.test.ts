import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { ledgerEntries, payoutRuns, providerPayoutAccounts, providerWithdrawals, staffAuditLog } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createProvider } from '../../../test/fixtures/checkout';
import { staffWithSession } from '../../../test/fixtures/staff';

/**
 * Payout runs with the four-eyes rule (README „Ledger, withdrawals, payouts“). The SEPA file is checked against the
 * EPC SEPA Credit Transfer schema for pain.001.001.09 (EPC132-08 2023, test/fixtures/sepa) with libxml2 (xmllint-wasm).
 */

interface Run {
  id: number;
  status: string;
  status_text: string;
  count: number;
  total_cents: number;
  created_by: string;
  created_by_id: number;
  released_by: string | null;
  executed_by: string | null;
  batch_id: string | null;
  has_file: boolean;
}
interface RequestRow {
  id: number;
  provider: string;
  amount_cents: number;
  available_cents: number;
  has_payout_account: boolean;
  open_run_id: number | null;
}
interface Payout {
  id: number;
  status: string;
  status_text: string;
  invoice_number: string | null;
}

const SCHEMA = readFileSync(path.join(__dirname, '../../../test/fixtures/sepa/pain.001.001.09.xsd'), 'utf8');
const IBAN = 'DE89 3704 0044 0532 0130 00';
const FOUR_EYES = 'Ein Lauf wird von einer anderen Person freigegeben als der, die ihn angelegt hat (Vier-Augen-Prinzip).';

const suite = testSuite({ config: { payouts: { holdDays: 0, commissionBasisPoints: 0 } } });
let creator: { id: number; email: string; token: string };
let releaser: { id: number; email: string; token: string };

beforeAll(async () => {
  creator = await staffWithSession(suite.context.db, ['finance']);
  releaser = await staffWithSession(suite.context.db, ['finance']);
});

function as(member: { token: string }) {
  const headers = { authorization: `Bearer ${member.token}` };
  return {
    get: (url: string) => suite.context.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: Record<string, unknown> = {}) => suite.context.app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** A provider with `balanceCents` available, a payout account and one requested withdrawal of `amountCents`. */
async function providerWithRequest(name: string, balanceCents: number, amountCents: number) {
  const provider = await createProvider(suite.context, name);
  await suite.context.db
    .insert(ledgerEntries)
    .values({ providerId: provider.id, kind: 'sale', amountCents: balanceCents, note: 'Testumsatz' });
  expect(
    (await suite.api.post('/savePayoutAccount', { account_holder: name, iban: IBAN, bic: 'COBADEFFXXX' }, provider.token)).statusCode,
  ).toBe(200);
  const amount = (amountCents / 100).toFixed(2).replace('.', ',');
  const withdrawn = await suite.api.post(
    '/shop/provider/withdraw',
    { method: 'bank_transfer', amount, reference: 'Dezember' },
    provider.token,
  );
  expect(withdrawn.statusCode).toBe(201);
  return { ...provider, withdrawalId: body<Payout>(withdrawn).data.id };
}

async function runCount(): Promise<number> {
  const [row] = await suite.context.db.select({ value: count() }).from(payoutRuns);
  return row?.value ?? 0;
}

async function auditOf(action: string, recordId: string) {
  return suite.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.recordId, recordId)));
}

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'payout.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.09.xsd', contents: SCHEMA }],
  });
  return result.errors.map((error) => error.rawMessage);
}

describe('payout runs (four-eyes rule)', () => {
  it('lists requested withdrawals with the provider, the available balance and whether a payout account exists', async () => {
    const provider = await providerWithRequest('Liste-Keramik', 10_000, 4_000);
    const rows = body<RequestRow[]>(await as(creator).get('/admin/payouts/requests')).data;
    expect(rows.find((row) => row.id === provider.withdrawalId)).toMatchObject({
      provider: 'Liste-Keramik',
      amount_cents: 4_000,
      available_cents: 6_000,
      has_payout_account: true,
      open_run_id: null,
    });
  });

  it('is created by one member, refused to its creator, released by another into a pain.001 file the SEPA schema accepts, then executed and paid', async () => {
    const first = await providerWithRequest('Lauf-Keramik', 20_000, 12_345);
    const second = await providerWithRequest('Lauf-Holz', 5_000, 5_000);

    const created = await as(creator).post('/admin/payouts/runs', {
      withdrawal_ids: [first.withdrawalId, second.withdrawalId],
      reason: 'Dezember',
    });
    expect(created.statusCode).toBe(200);
    const run = body<Run>(created).data;
    expect(run).toMatchObject({
      status: 'created',
      status_text: 'Angelegt',
      count: 2,
      total_cents: 17_345,
      released_by: null,
      has_file: false,
    });
    const listed = body<RequestRow[]>(await as(creator).get('/admin/payouts/requests')).data;
    expect(listed.find((row) => row.id === first.withdrawalId)?.open_run_id).toBe(run.id);
    expect((await as(creator).get(`/admin/payouts/runs/${run.id}/file`)).statusCode).toBe(404);

    // The creator cannot release: 403 with the German rule, nothing changed, nothing audited.
    const own = await as(creator).post(`/admin/payouts/runs/${run.id}/release`);
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe(FOUR_EYES);
    expect(body<Run>(await as(creator).get(`/admin/payouts/runs/${run.id}`)).data.status).toBe('created');
    expect(await auditOf('payouts.run_released', String(run.id))).toHaveLength(0);

    const released = await as(releaser).post(`/admin/payouts/runs/${run.id}/release`);
    expect(released.statusCode).toBe(200);
    expect(body<Run>(released).data).toMatchObject({ status: 'released', status_text: 'Freigegeben', has_file: true });
    expect((await as(releaser).post(`/admin/payouts/runs/${run.id}/release`)).statusCode).toBe(409);

    const file = await as(creator).get(`/admin/payouts/runs/${run.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toContain(`${body<Run>(released).data.batch_id}.xml`);
    const xml = file.body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>173.45</CtrlSum>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">123.45</InstdAmt>');
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');

    const detail = body<Run & { withdrawals: Payout[] }>(await as(creator).get(`/admin/payouts/runs/${run.id}`)).data;
    const statements = detail.withdrawals.map((row) => row.invoice_number);
    for (const statement of statements) {
      expect(statement).toMatch(/^AUS-\d{4}-\d{5}$/);
      expect(xml).toContain(`<EndToEndId>${statement}</EndToEndId>`);
    }
    // Until the bank executed it the provider still sees „Beantragt“.
    expect(body<Payout[]>(await suite.api.get('/shop/provider/withdraws', first.token)).data[0]?.status).toBe('requested');

    const executed = await as(creator).post(`/admin/payouts/runs/${run.id}/executed`);
    expect(executed.statusCode).toBe(200);
    expect(body<Run>(executed).data).toMatchObject({ status: 'executed', status_text: 'Ausgeführt' });
    expect((await as(creator).post(`/admin/payouts/runs/${run.id}/executed`)).statusCode).toBe(409);
    const paid = body<Payout[]>(await suite.api.get('/payoutsList', first.token)).data;
    expect(paid[0]).toMatchObject({ status: 'paid', status_text: 'Ausgezahlt', invoice_number: statements[0] });

    // Every step in the audit log under the member who did it.
    expect((await auditOf('payouts.run_created', String(run.id)))[0]).toMatchObject({ actorId: creator.id, reason: 'Dezember' });
    expect((await auditOf('payouts.run_released', String(run.id)))[0]).toMatchObject({ actorId: releaser.id });
    expect((await auditOf('payouts.run_executed', String(run.id)))[0]).toMatchObject({ actorId: creator.id });
    const runs = body<Run[]>(await as(creator).get('/admin/payouts/runs')).data;
    expect(runs.find((row) => row.id === run.id)).toMatchObject({ status: 'executed', released_by: expect.any(String) });
  });

  it('refuses a run over a withdrawal without payout account, one not requested anymore or one in another open run, and changes nothing', async () => {
    const noAccount = await providerWithRequest('Ohne-Konto', 3_000, 3_000);
    await suite.context.db.delete(providerPayoutAccounts).where(eq(providerPayoutAccounts.providerId, noAccount.id));
    const before = await runCount();
    const refused = await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [noAccount.withdrawalId] });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).message?.replace(/\u00a0/g, ' ')).toBe('Für Ohne-Konto (30,00 €) ist kein Auszahlungskonto hinterlegt.');
    const listed = body<RequestRow[]>(await as(creator).get('/admin/payouts/requests')).data;
    expect(listed.find((row) => row.id === noAccount.withdrawalId)?.has_payout_account).toBe(false);

    const free = await providerWithRequest('Frei-Keramik', 2_000, 2_000);
    const taken = await providerWithRequest('Belegt-Keramik', 2_000, 1_000);
    const open = body<Run>(await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [taken.withdrawalId] })).data;
    const afterOpen = await runCount();
    const mixed = await as(releaser).post('/admin/payouts/runs', {
      withdrawal_ids: [free.withdrawalId, taken.withdrawalId, noAccount.withdrawalId],
    });
    expect(mixed.statusCode).toBe(422);
    expect(body(mixed).errors?.withdrawal_ids?.map((message) => message.replace(/\u00a0/g, ' '))).toEqual([
      `Die Auszahlung an Belegt-Keramik (10,00 €) ist bereits im Auszahlungslauf ${open.id}.`,
      'Für Ohne-Konto (30,00 €) ist kein Auszahlungskonto hinterlegt.',
    ]);
    await suite.context.db.update(providerWithdrawals).set({ status: 'paid' }).where(eq(providerWithdrawals.id, free.withdrawalId));
    const paid = await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [free.withdrawalId] });
    expect(paid.statusCode).toBe(422);
    expect(body(paid).message?.replace(/\u00a0/g, ' ')).toBe('Die Auszahlung an Frei-Keramik (20,00 €) ist nicht mehr beantragt.');
    expect((await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [] })).statusCode).toBe(422);
    expect((await as(creator).post('/admin/payouts/runs', { withdrawal_ids: ['x'] })).statusCode).toBe(422);
    expect(await runCount()).toBe(afterOpen);
    expect(afterOpen).toBe(before + 1);
  });

  it('cancels a created run (its withdrawals are free again) but not a released one', async () => {
    const provider = await providerWithRequest('Abbruch-Keramik', 4_000, 4_000);
    const run = body<Run>(await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [provider.withdrawalId] })).data;
    const cancelled = await as(releaser).post(`/admin/payouts/runs/${run.id}/cancel`);
    expect(body<Run>(cancelled).data).toMatchObject({ status: 'cancelled', status_text: 'Abgebrochen' });
    expect((await as(releaser).post(`/admin/payouts/runs/${run.id}/release`)).statusCode).toBe(409);
    expect(await auditOf('payouts.run_cancelled', String(run.id))).toHaveLength(1);

    const again = body<Run>(await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [provider.withdrawalId] })).data;
    expect((await as(releaser).post(`/admin/payouts/runs/${again.id}/release`)).statusCode).toBe(200);
    const late = await as(creator).post(`/admin/payouts/runs/${again.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect((await as(creator).post(`/admin/payouts/runs/${again.id}/executed`)).statusCode).toBe(200);
  });

  it('puts a withdrawal into one run only and releases a run once when calls race', async () => {
    const provider = await providerWithRequest('Wettlauf-Keramik', 6_000, 6_000);
    const creates = await Promise.all(
      [creator, releaser].map((member) => as(member).post('/admin/payouts/runs', { withdrawal_ids: [provider.withdrawalId] })),
    );
    expect(creates.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const run = body<Run>(creates.find((response) => response.statusCode === 200)!).data;
    const other = run.created_by_id === creator.id ? releaser : creator;
    const third = await staffWithSession(suite.context.db, ['admin']);
    const releases = await Promise.all([
      as(other).post(`/admin/payouts/runs/${run.id}/release`),
      as(third).post(`/admin/payouts/runs/${run.id}/release`),
    ]);
    expect(releases.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('payouts.run_released', String(run.id))).toHaveLength(1);
    const numbered = await suite.context.db
      .select({ statement: providerWithdrawals.statementNumber })
      .from(providerWithdrawals)
      .where(inArray(providerWithdrawals.id, [provider.withdrawalId]));
    expect(numbered[0]?.statement).toMatch(/^AUS-/);
  });

  it('books a returned transfer back to the balance with its reason, and only for a paid payout', async () => {
    const provider = await providerWithRequest('Rückläufer-Keramik', 7_000, 7_000);
    const run = body<Run>(await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [provider.withdrawalId] })).data;
    await as(releaser).post(`/admin/payouts/runs/${run.id}/release`);
    const detail = body<Run & { withdrawals: Payout[] }>(await as(creator).get(`/admin/payouts/runs/${run.id}`)).data;
    const statement = detail.withdrawals[0]?.invoice_number ?? '';
    const early = await as(creator).post('/admin/payouts/returned', { invoice_number: statement, reason: 'Konto erloschen' });
    expect(early.statusCode).toBe(409);
    expect(await auditOf('payouts.returned', statement)).toHaveLength(0);

    await as(creator).post(`/admin/payouts/runs/${run.id}/executed`);
    const returned = await as(creator).post('/admin/payouts/returned', { invoice_number: statement, reason: 'Konto erloschen' });
    expect(returned.statusCode).toBe(200);
    expect(body<Payout>(returned).data).toMatchObject({ status: 'failed', invoice_number: statement });
    const info = body<{ available_cents: number }>(await suite.api.get('/getPayoutsinfo', provider.token)).data;
    expect(info.available_cents).toBe(7_000);
    expect((await auditOf('payouts.returned', statement))[0]).toMatchObject({ reason: 'Konto erloschen', actorId: creator.id });
    expect((await as(creator).post('/admin/payouts/returned', { invoice_number: statement })).statusCode).toBe(422);
  });

  it('is for finance only: support gets 403, a provider 404', async () => {
    const support = await staffWithSession(suite.context.db, ['support']);
    expect((await as(support).get('/admin/payouts/runs')).statusCode).toBe(403);
    expect((await as(support).post('/admin/payouts/runs', { withdrawal_ids: [1] })).statusCode).toBe(403);
    const provider = await createProvider(suite.context, 'Neugierig');
    expect((await suite.api.get('/admin/payouts/requests', provider.token)).statusCode).toBe(404);
  });

  it('has a schema check that refuses a broken file (amount with three decimals, wrong namespace)', async () => {
    const provider = await providerWithRequest('Schema-Keramik', 1_000, 1_000);
    const run = body<Run>(await as(creator).post('/admin/payouts/runs', { withdrawal_ids: [provider.withdrawalId] })).data;
    await as(releaser).post(`/admin/payouts/runs/${run.id}/release`);
    const xml = (await as(creator).get(`/admin/payouts/runs/${run.id}/file`)).body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(await schemaErrors(xml.replace('<InstdAmt Ccy="EUR">10.00</InstdAmt>', '<InstdAmt Ccy="EUR">10.001</InstdAmt>'))).not.toEqual(
      [],
    );
    expect(await schemaErrors(xml.replace('pain.001.001.09"', 'pain.001.001.03"'))).not.toEqual([]);
  });
});
