import {
  api,
  buy,
  context,
  IBAN,
  packages,
  paid,
  type Purchase,
  setUpBillingSuite,
  shiftPeriod,
  type Subscription,
} from '../../../test/fixtures/billing-suite';
import { body, createProvider } from '../../../test/fixtures/checkout';
import { runBilling } from './billing-run';
import { berlinToday } from './dates';
import { entitlements } from './public';
import { prorationNetCents } from './terms';

setUpBillingSuite();

describe('changing and cancelling', () => {
  it('prorates an upgrade in integer cents', () => {
    expect(prorationNetCents(1900, 4900, { periodStart: '2026-11-01', periodEnd: '2026-12-01' }, '2026-11-16')).toBe(1500);
    expect(prorationNetCents(1900, 9900, { periodStart: '2026-11-01', periodEnd: '2026-12-01' }, '2026-11-21')).toBe(2667);
    expect(prorationNetCents(1900, 4900, { periodStart: '2026-11-01', periodEnd: '2026-12-01' }, '2026-12-01')).toBe(0);
  });

  it('upgrades at once with a prorated invoice and downgrades at the period end', async () => {
    const provider = await createProvider(context, 'Wechsel GmbH');
    const { subscription, invoice } = body<Purchase>(await buy(provider.token, 'basis')).data;
    await paid(invoice?.invoice_number);
    const today = berlinToday();
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 15);
    const periodStart = start.toISOString().slice(0, 10);
    const end = new Date(start);
    end.setUTCDate(end.getUTCDate() + 30);
    await shiftPeriod(subscription.id, periodStart, end.toISOString().slice(0, 10));

    const info = body<{ change: string; proration_cents: number }>(
      await api.get(`/getPackageInfo?id=${packages.premium?.id}`, provider.token),
    ).data;
    expect(info.change).toBe('upgrade');
    const up = body<Purchase>(await api.post('/storePackage', { package_id: packages.premium?.id }, provider.token)).data;
    expect(up.change).toBe('upgrade');
    expect(up.subscription.package.code).toBe('premium');
    expect(up.invoice).toMatchObject({ kind: 'upgrade', net_cents: 4000, vat_cents: 760, total_cents: 4760 });
    expect(info.proration_cents).toBe(4760);
    await paid(up.invoice?.invoice_number);
    expect((await entitlements(context.db, provider.id)).is_premium).toBe(true);

    const down = body<Purchase>(await api.post('/storePackage', { package_id: packages.basis?.id }, provider.token)).data;
    expect(down.change).toBe('downgrade');
    expect(down.invoice).toBeNull();
    expect(down.subscription.package.code).toBe('premium');
    expect(down.subscription.pending_package?.code).toBe('basis');

    const result = await runBilling(context.db, { config: context.config, now: new Date(`${end.toISOString().slice(0, 10)}T12:00:00Z`) });
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    const current = body<{ subscription: Subscription }>(await api.get('/subscriptionInfo', provider.token)).data.subscription;
    expect(current?.package.code).toBe('basis');
    expect(current?.start_date).toBe(end.toISOString().slice(0, 10));
  });

  it('cancels to the period end (and back), then the run expires it', async () => {
    const provider = await createProvider(context, 'Kündiger GmbH');
    const { subscription } = body<Purchase>(await buy(provider.token, 'basis')).data;
    expect((await api.post('/updateSubscription', { action: 'resume' }, provider.token)).statusCode).toBe(422);
    const cancelled = body<Subscription>(await api.post('/updateSubscription', { action: 'cancel' }, provider.token)).data;
    expect(cancelled.status).toBe('cancelled');
    expect(body<Subscription>(await api.post('/updateSubscription', { action: 'resume' }, provider.token)).data.status).toBe('active');
    await api.post('/updateSubscription', { action: 'cancel' }, provider.token);
    await runBilling(context.db, { config: context.config, now: new Date(`${subscription.end_date}T12:00:00Z`) });
    expect(body<{ subscription: null }>(await api.get('/subscriptionInfo', provider.token)).data.subscription).toBeNull();
    const list = body<Subscription[]>(await api.get('/subscriptionLists', provider.token)).data;
    expect(list[0]?.status).toBe('expired');
    expect((await entitlements(context.db, provider.id)).package_code).toBeNull();
  });

  it('switches future invoices to SEPA with a new mandate', async () => {
    const provider = await createProvider(context, 'Umsteiger GmbH');
    await buy(provider.token, 'basis');
    const bad = await api.post(
      '/updatePaymentSubscription',
      { payment_method: 'sepa', account_holder: 'Umsteiger', iban: 'XX', sepa_mandate: 1 },
      provider.token,
    );
    expect(bad.statusCode).toBe(422);
    const good = body<Subscription & { payment_method: string }>(
      await api.post(
        '/updatePaymentSubscription',
        { payment_method: 'sepa', account_holder: 'Umsteiger', iban: IBAN, sepa_mandate: 1 },
        provider.token,
      ),
    ).data;
    expect(good.payment_method).toBe('sepa');
    expect(good.mandate_reference).not.toBeNull();
  });
});
