import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRouteGroup, pagedRouteGroup, routeGroup } from '../../http/route-group';
import { NotFoundError } from '../../http/errors';
import { pageQuery, readPage } from '../../http/pagination';
import { idParams, idQuery } from '../../http/validation';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import { auditedChange } from '../staff/public';
import { adminInvoices, adminRuns, adminSubscriptions, runResult } from './admin';
import commissionRoutes from './commission-routes';
import { runSepaCollection } from './collection';
import { invoiceFile } from './invoice-files';
import { scheduleNextBillingRun } from './jobs';
import {
  adminInvoiceQuery,
  adminInvoiceSchema,
  adminSubscriptionQuery,
  adminSubscriptionSchema,
  billingInvoiceSchema,
  billingRunResultSchema,
  billingRunSchema,
  buyPackageBody,
  markPaidBody,
  packageInfoSchema,
  packageSchema,
  payInvoiceBody,
  paymentBody,
  purchaseSchema,
  rangeQuery,
  sepaCollectionSchema,
  storePackageBody,
  subscriptionInfoSchema,
  subscriptionSchema,
  updateSubscriptionBody,
} from './schemas';
import { runBilling } from './billing-run';
import { markInvoicePaid, payInvoiceFromBalance } from './invoicing';
import { listPackages } from './packages';
import { invoiceOfProvider, pageSubscriptions, presentInvoice, presentSubscription, providerInvoices, subscriptionInfo } from './reading';
import { buyPackage, changePackage, packageInfo, updateSubscription, updateSubscriptionPayment } from './subscriptions';
import type { SubscriptionRow } from './terms';
import type { Executor } from '../../db/client';
import { billingPackages } from '../../db/schema/billing';
import { inArray } from 'drizzle-orm';

const tags = ['Pakete und Abonnement'];

async function presentRow(db: Executor, row: SubscriptionRow) {
  const ids = [row.packageId, ...(row.pendingPackageId ? [row.pendingPackageId] : [])];
  const packages = await db.select().from(billingPackages).where(inArray(billingPackages.id, ids));
  const pkg = packages.find((entry) => entry.id === row.packageId);
  if (!pkg) throw new NotFoundError('Das Paket wurde nicht gefunden.');
  return presentSubscription(row, pkg, packages.find((entry) => entry.id === row.pendingPackageId) ?? null);
}

/** Packages and subscriptions (spec 02 §7 "Subscriptions and packages"); README.md of this folder. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => ({ config: app.appConfig });
  // The monthly commission documents (Provisionsrechnungen, Gutschriften): commission-routes.ts.
  await app.register(commissionRoutes);

  const provider = routeGroup(app, { tags, config: { access: 'provider' } });

  routeGroup(app, { tags, config: { access: 'public' } })({
    method: 'GET',
    url: '/getPackages',
    summary: 'Pakete (Basis, Plus, Premium) mit Preis und Leistungen',
    data: z.array(packageSchema),
    handler: () => listPackages(app.db),
  });

  provider({
    method: 'GET',
    url: '/getPackageInfo',
    summary: 'Ein Paket und was ein Kauf bedeutet: neu, aktuell, Upgrade (sofort, anteiliger Betrag) oder Downgrade (zum Laufzeitende)',
    querystring: idQuery,
    data: packageInfoSchema,
    handler: (request) => packageInfo(app.db, signedInUserId(request), request.query.id),
  });

  provider({
    method: 'POST',
    url: '/buyPackage',
    summary: 'Paket kaufen: Abonnement ab heute (Monatslaufzeit), erste Rechnung sofort',
    description:
      '`payment_method`: `balance` (Verrechnung mit dem Guthaben; reicht es nicht → 422), `sepa` (mit `account_holder`, `iban`, `sepa_mandate: 1`; Vorabankündigung per E-Mail, Einzug nach 5 Tagen) oder `invoice` (Überweisung binnen 14 Tagen).',
    body: buyPackageBody,
    data: purchaseSchema,
    status: 201,
    message: 'Ihr Paket ist gebucht.',
    handler: async (request) => {
      const { package_id: packageId, ...payment } = request.body;
      const { subscription, invoice } = await buyPackage(app.db, settings(), signedInUserId(request), packageId, payment);
      return { subscription: await presentRow(app.db, subscription), invoice: presentInvoice(invoice), change: 'new' as const };
    },
  });

  provider({
    method: 'POST',
    url: '/storePackage',
    summary: 'Paket wechseln: Upgrade sofort mit anteiliger Rechnung, Downgrade zum Laufzeitende',
    body: storePackageBody,
    data: purchaseSchema,
    message: ({ change }) =>
      change === 'upgrade'
        ? 'Ihr neues Paket gilt ab sofort.'
        : change === 'downgrade'
          ? 'Der Wechsel gilt zum Ende der laufenden Abrechnungsperiode.'
          : 'Sie behalten Ihr aktuelles Paket.',
    handler: async (request) => {
      const result = await changePackage(app.db, settings(), signedInUserId(request), request.body.package_id);
      return {
        subscription: await presentRow(app.db, result.subscription),
        invoice: result.invoice ? presentInvoice(result.invoice) : null,
        change: result.change,
      };
    },
  });

  provider({
    method: 'POST',
    url: '/updatePaymentPackage',
    summary: 'Offene Paketrechnung jetzt mit dem Guthaben bezahlen (ein überfälliges Abonnement wird wieder aktiv)',
    body: payInvoiceBody,
    data: billingInvoiceSchema,
    message: 'Die Rechnung ist bezahlt.',
    handler: async (request) =>
      presentInvoice(await payInvoiceFromBalance(app.db, settings(), signedInUserId(request), request.body.invoice_id)),
  });

  pagedRouteGroup(app, { tags, config: { access: 'provider' } })({
    method: 'GET',
    url: '/subscriptionLists',
    summary: 'Alle Abonnements des Anbieters, neueste zuerst',
    querystring: pageQuery(10),
    item: subscriptionSchema,
    handler: (request) => readPage(request.query, (page) => pageSubscriptions(app.db, signedInUserId(request), page)),
  });

  provider({
    method: 'GET',
    url: '/subscriptionInfo',
    summary: 'Das laufende Abonnement (null, wenn keins) und offene Rechnungen',
    data: subscriptionInfoSchema,
    handler: (request) => subscriptionInfo(app.db, signedInUserId(request)),
  });

  provider({
    method: 'POST',
    url: '/updateSubscription',
    summary: 'Abonnement kündigen (`cancel`, endet zum Laufzeitende) oder die Kündigung zurücknehmen (`resume`)',
    body: updateSubscriptionBody,
    data: subscriptionSchema,
    message: (_subscription, request) =>
      request.body.action === 'cancel' ? 'Ihr Abonnement ist zum Laufzeitende gekündigt.' : 'Ihr Abonnement läuft weiter.',
    handler: async (request) => presentRow(app.db, await updateSubscription(app.db, signedInUserId(request), request.body.action)),
  });

  provider({
    method: 'POST',
    url: '/updatePaymentSubscription',
    summary: 'Zahlungsart für die kommenden Rechnungen ändern (SEPA: neues Lastschriftmandat)',
    body: paymentBody,
    data: subscriptionSchema,
    message: 'Die Zahlungsart ist gespeichert.',
    handler: async (request) => presentRow(app.db, await updateSubscriptionPayment(app.db, signedInUserId(request), request.body)),
  });

  provider({
    method: 'GET',
    url: '/getProviderSubscriptions',
    summary:
      'Rechnungen des Marktplatzes an den Anbieter (Pakete), optional ausgestellt von start_date bis end_date (JJJJ-MM-TT, Berliner Zeit, einschließlich)',
    querystring: rangeQuery,
    data: z.array(billingInvoiceSchema),
    handler: (request) => providerInvoices(app.db, signedInUserId(request), request.query),
  });

  const providerFiles = fileRouteGroup(app, { tags, config: { access: 'provider', extension: true } });

  providerFiles({
    url: '/billing/invoices/:id/pdf',
    summary:
      'Paketrechnung als PDF (PDF/A-3 mit ZUGFeRD/Factur-X-Daten nach EN 16931), beim ersten Abruf einmal in die private Dateiablage geschrieben und danach von dort geliefert; fremde → 404',
    params: idParams,
    handler: async (request) => {
      const invoice = await invoiceOfProvider(app.db, signedInUserId(request), request.params.id);
      const pdf = await invoiceFile(app.db, app.appConfig, invoice, 'pdf');
      return { body: pdf, contentType: 'application/pdf', fileName: `${invoice.invoiceNumber}.pdf`, noStore: true };
    },
  });

  providerFiles({
    url: '/billing/invoices/:id/xml',
    summary: 'Paketrechnung als E-Rechnung (CII-XML nach EN 16931), einmal gespeichert wie das PDF; fremde → 404',
    params: idParams,
    handler: async (request) => {
      const invoice = await invoiceOfProvider(app.db, signedInUserId(request), request.params.id);
      const xml = await invoiceFile(app.db, app.appConfig, invoice, 'xml');
      return { body: xml, contentType: 'application/xml; charset=utf-8', fileName: `${invoice.invoiceNumber}.xml`, noStore: true };
    },
  });

  // --- Back office, finance: a staff member's session or personal API token; each call an audit entry written in
  // the transaction of its change (staff module README) ------------------------------------------------------------
  const finance = { access: 'staff:finance' as const, extension: true };

  const financeRoute = routeGroup(app, { tags, config: finance });

  financeRoute({
    method: 'POST',
    url: '/admin/billing/run',
    summary: 'Finanzen: Abrechnungslauf jetzt (sonst nächtlich um 0:00 Uhr)',
    description:
      'Verlängert, beendet und mahnt wie der nächtliche Lauf (idempotent je Abrechnungszeitraum). Antwort: Zahlen des Laufs, die Nummern der ausgestellten Rechnungen, ihre Anzahl und Summe (brutto, Cent).',
    data: billingRunResultSchema,
    message: (result) =>
      result.invoice_count === 0 ? 'Der Lauf ist abgeschlossen; es war nichts abzurechnen.' : 'Der Abrechnungslauf ist abgeschlossen.',
    handler: (request) => {
      const member = signedInStaff(request);
      return auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const run = await runBilling(tx, settings());
        // Schedules the nightly run again should its job have died (the job key makes this a no-op otherwise).
        await scheduleNextBillingRun(tx);
        await audit({ action: 'billing.run', recordType: 'billing_run', after: { ...run } });
        return runResult(tx, run);
      });
    },
  });
  financeRoute({
    method: 'POST',
    url: '/admin/billing/sepa-collection',
    summary: 'Finanzen: SEPA-Lastschriftdatei (pain.008) der fälligen Einzüge',
    description:
      'Die Datei steht als Text in `sepa_xml` (null, wenn nichts fällig war); die enthaltenen Rechnungen gelten in derselben Transaktion als bezahlt, ein zweiter Aufruf findet sie nicht mehr. Die Datei wird nicht gespeichert: Der Bildschirm lädt sie sofort herunter.',
    data: sepaCollectionSchema,
    handler: (request) => {
      const member = signedInStaff(request);
      return auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const collection = await runSepaCollection(tx, app.appConfig);
        await audit({
          action: 'billing.sepa_collection',
          recordType: 'collection_batch',
          recordId: collection.batch_id,
          after: { count: collection.count, total_cents: collection.total_cents },
        });
        return collection;
      });
    },
  });
  financeRoute({
    method: 'POST',
    url: '/admin/billing/paid',
    summary: 'Finanzen: Zahlungseingang einer Paketrechnung verbuchen',
    description: 'Nur eine offene Rechnung (sonst 404); `reason` (z. B. Kontoauszug) steht im Audit-Protokoll.',
    body: markPaidBody,
    data: billingInvoiceSchema,
    message: 'Der Zahlungseingang ist verbucht.',
    handler: async (request) => {
      const member = signedInStaff(request);
      const invoice = await auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const row = await markInvoicePaid(tx, request.body.invoice_number);
        await audit({
          action: 'billing.invoice_paid',
          recordType: 'billing_invoice',
          recordId: row.invoiceNumber,
          before: { status: 'open' },
          after: { status: row.status },
          reason: request.body.reason ?? null,
        });
        return row;
      });
      return presentInvoice(invoice);
    },
  });

  const financeLists = pagedRouteGroup(app, { tags, config: finance });

  financeLists({
    method: 'GET',
    url: '/admin/billing/invoices',
    summary: 'Finanzen: Rechnungen des Marktplatzes an Anbieter (Pakete)',
    description:
      '`status`: `open` (alle unbezahlten, überfällige eingeschlossen), `overdue` (unbezahlt nach Fälligkeit, älteste zuerst), `paid`; ohne alle, neueste zuerst. `q`: Teil der Rechnungsnummer, Firma oder E-Mail-Adresse des Anbieters.',
    querystring: adminInvoiceQuery,
    item: adminInvoiceSchema,
    handler: (request) => {
      const { status, q } = request.query;
      return readPage(request.query, (page) => adminInvoices(app.db, { status, q }, page));
    },
  });

  financeLists({
    method: 'GET',
    url: '/admin/billing/subscriptions',
    summary: 'Finanzen: Abonnements nach Zustand (Standard: überfällig) mit offenem Betrag und „überfällig seit“',
    querystring: adminSubscriptionQuery,
    item: adminSubscriptionSchema,
    handler: (request) => readPage(request.query, (page) => adminSubscriptions(app.db, request.query.state, page)),
  });

  financeLists({
    method: 'GET',
    url: '/admin/billing/runs',
    summary: 'Finanzen: von Mitarbeitenden gestartete Abrechnungsläufe (aus dem Audit-Protokoll), neueste zuerst',
    querystring: pageQuery(10),
    item: billingRunSchema,
    handler: (request) => readPage(request.query, (page) => adminRuns(app.db, page)),
  });
};

export default billingRoutes;
