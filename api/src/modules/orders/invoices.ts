import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type InvoiceKind, type InvoiceSnapshot, invoices, shopOrderItems, shopOrders, shopVendorOrders } from '../../db/schema/orders';
import { NotFoundError } from '../../http/errors';
import { formatEuro, vatBreakdown } from '../../lib/money';
import { a4Pdf } from '../../lib/pdf';
import { paymentMethodText } from './payment';
import { accountProviderProfiles, SMALL_BUSINESS_NOTICE } from '../account/public';
import type { OrderRow, OrderWithVendors, VendorOrderRow, VendorOrderWithItems } from './service';

export type InvoiceRow = typeof invoices.$inferSelect;

export const INVOICE_NOT_FOUND = 'Die Rechnung wurde nicht gefunden.';

const PREFIX: Record<InvoiceKind, string> = { invoice: 'RE', correction: 'RK' };

function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
}

function berlinDay(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);
}

/**
 * The provider's next number of the year. The counter row is written with an upsert, which locks it until the
 * issuing transaction ends (the same as `SELECT … FOR UPDATE` then `UPDATE`): a concurrent issue waits, and a
 * rolled-back transaction gives its number back — the series has neither gaps nor duplicates.
 */
export async function nextInvoiceSequence(tx: Executor, providerId: number, year: number): Promise<number> {
  const result = await tx.execute<{ last_number: number }>(sql`
    INSERT INTO invoice_counters (provider_id, year, last_number) VALUES (${providerId}, ${year}, 1)
    ON CONFLICT (provider_id, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { last_number: number }[] }).rows) as { last_number: number }[];
  const value = rows[0]?.last_number;
  if (value === undefined) throw new Error('Der Rechnungszähler hat keine Nummer geliefert.');
  return Number(value);
}

export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${PREFIX[kind]}-${year}-${String(sequence).padStart(5, '0')}`;
}

async function insertInvoice(
  tx: Executor,
  input: {
    kind: InvoiceKind;
    providerId: number;
    orderId: number;
    vendorOrderId: number;
    correctsInvoiceId: number | null;
    snapshot: InvoiceSnapshot;
    at: Date;
  },
): Promise<InvoiceRow> {
  const year = berlinYear(input.at);
  const sequence = await nextInvoiceSequence(tx, input.providerId, year);
  const [row] = await tx
    .insert(invoices)
    .values({
      providerId: input.providerId,
      orderId: input.orderId,
      vendorOrderId: input.vendorOrderId,
      kind: input.kind,
      invoiceNumber: formatInvoiceNumber(input.kind, year, sequence),
      sequence,
      year,
      correctsInvoiceId: input.correctsInvoiceId,
      totalCents: input.snapshot.total_cents,
      snapshot: input.snapshot,
      issuedAt: input.at,
    })
    .returning();
  if (!row) throw new Error('Die Rechnung wurde nicht gespeichert.');
  return row;
}

function snapshotOf(seller: InvoiceSnapshot['seller'], order: OrderRow, vendor: VendorOrderWithItems): InvoiceSnapshot {
  return {
    seller,
    buyer: order.billingAddress,
    order_number: order.orderNumber,
    vendor_order_number: vendor.vendorOrderNumber,
    order_date: order.createdAt.toISOString(),
    supply_date: berlinDay(order.createdAt),
    lines: vendor.items.map((item) => ({
      name: item.variantLabel ? `${item.productName} (${item.variantLabel})` : item.productName,
      qty: item.qty,
      unit_cents: item.unitPriceCents,
      total_cents: item.lineTotalCents,
      tax_rate: item.taxRate,
    })),
    shipping: vendor.deliveryMode === 'shipping' ? { name: vendor.shippingMethodName || 'Versand', cents: vendor.shippingCents } : null,
    vat: vendor.vat,
    total_cents: vendor.totalCents,
    voucher_cents: vendor.voucherCents,
    amount_due_cents: vendor.amountDueCents,
    payment_method: paymentMethodText(order.paymentMethod, vendor.voucherCents, [vendor.cashOption]),
    corrects: null,
  };
}

/**
 * Issues one invoice per vendor order of a new order, inside the checkout transaction (called by `createOrders`),
 * from a frozen snapshot of seller, buyer, lines and VAT. Providers in ascending id order, so two checkouts lock the
 * counters in the same order.
 */
export async function issueInvoices(tx: Executor, full: OrderWithVendors): Promise<InvoiceRow[]> {
  const ids = full.vendorOrders.map((vendor) => vendor.providerId);
  const profiles = await tx.select().from(accountProviderProfiles).where(inArray(accountProviderProfiles.userId, ids));
  const issued: InvoiceRow[] = [];
  for (const vendor of [...full.vendorOrders].sort((a, b) => a.providerId - b.providerId)) {
    const profile = profiles.find((row) => row.userId === vendor.providerId);
    const seller: InvoiceSnapshot['seller'] = {
      company: profile?.companyName || vendor.providerName,
      street: [profile?.street, profile?.houseNumber].filter(Boolean).join(' '),
      zip: profile?.zipCode ?? '',
      city: profile?.city ?? '',
      country: 'DE',
      vat_id: profile?.vatNumber || null,
      register_number: profile?.companyRegistrationNumber || null,
      texts: [profile?.invoiceText1, profile?.invoiceText2, profile?.invoiceText3, profile?.invoiceText4, profile?.invoiceText5].filter(
        (text): text is string => typeof text === 'string' && text.trim() !== '',
      ),
      small_business: profile?.smallBusiness ?? false,
    };
    issued.push(
      await insertInvoice(tx, {
        kind: 'invoice',
        providerId: vendor.providerId,
        orderId: full.order.id,
        vendorOrderId: vendor.id,
        correctsInvoiceId: null,
        snapshot: snapshotOf(seller, full.order, vendor),
        at: full.order.createdAt,
      }),
    );
  }
  return issued;
}

/** A Rechnungskorrektur cancelling the vendor order's invoice (cancellation): every amount negated. Null without an invoice. */
export async function issueCorrection(tx: Executor, vendor: VendorOrderRow, reason: string): Promise<InvoiceRow | null> {
  const [original] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.vendorOrderId, vendor.id), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (!original) return null;
  const source = original.snapshot;
  const snapshot: InvoiceSnapshot = {
    ...source,
    lines: source.lines.map((line) => ({ ...line, unit_cents: line.unit_cents, total_cents: -line.total_cents, qty: -line.qty })),
    shipping: source.shipping ? { ...source.shipping, cents: -source.shipping.cents } : null,
    vat: source.vat.map((line) => ({
      rate: line.rate,
      net_cents: -line.net_cents,
      tax_cents: -line.tax_cents,
      gross_cents: -line.gross_cents,
    })),
    total_cents: -source.total_cents,
    voucher_cents: -source.voucher_cents,
    amount_due_cents: -source.amount_due_cents,
    corrects: { number: original.invoiceNumber, reason },
  };
  return insertInvoice(tx, {
    kind: 'correction',
    providerId: vendor.providerId,
    orderId: vendor.orderId,
    vendorOrderId: vendor.id,
    correctsInvoiceId: original.id,
    snapshot,
    at: new Date(),
  });
}

export function presentInvoice(invoice: InvoiceRow) {
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    kind: invoice.kind,
    kind_text: invoice.kind === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur',
    vendor_order_id: invoice.vendorOrderId,
    vendor_order_number: invoice.snapshot.vendor_order_number,
    order_number: invoice.snapshot.order_number,
    total: invoice.totalCents / 100,
    total_cents: invoice.totalCents,
    issued_at: invoice.issuedAt.toISOString(),
    buyer_name:
      [invoice.snapshot.buyer.first_name, invoice.snapshot.buyer.last_name].filter(Boolean).join(' ') || invoice.snapshot.buyer.company,
  };
}

/** Invoices of vendor orders, oldest first. */
export async function invoicesOfVendorOrders(db: Executor, vendorOrderIds: number[]): Promise<InvoiceRow[]> {
  if (vendorOrderIds.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.vendorOrderId, vendorOrderIds)).orderBy(asc(invoices.id));
}

/** The provider's invoices and corrections, newest first. */
export async function providerInvoices(db: Executor, providerId: number, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.providerId, providerId))
    .orderBy(desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.providerId, providerId));
  return { rows, total: Number(total?.total ?? 0) };
}

/**
 * An invoice for download: by the vendor order number (`invoices[].order_number` of the order list; its invoice)
 * or by the invoice number; only for its buyer or its seller — anyone else → 404.
 */
export async function invoiceForUser(
  db: Executor,
  user: { id: number },
  query: { orderNumber?: string | undefined; invoiceNumber?: string | undefined },
): Promise<InvoiceRow> {
  const conditions = [sql`(${shopOrders.userId} = ${user.id} OR ${invoices.providerId} = ${user.id})`];
  if (query.invoiceNumber) conditions.push(eq(invoices.invoiceNumber, query.invoiceNumber));
  if (query.orderNumber) conditions.push(eq(shopVendorOrders.vendorOrderNumber, query.orderNumber));
  if (!query.invoiceNumber) conditions.push(eq(invoices.kind, 'invoice'));
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(shopOrders, eq(shopOrders.id, invoices.orderId))
    .innerJoin(shopVendorOrders, eq(shopVendorOrders.id, invoices.vendorOrderId))
    .where(and(...conditions))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND);
  return row.invoice;
}

function dateText(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/** The invoice as a PDF (A4, Helvetica), rendered from the frozen snapshot. */
export function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const snapshot = invoice.snapshot;
  const title = invoice.kind === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur';
  const { doc, done, left, right, width } = a4Pdf({ Title: `${title} ${invoice.invoiceNumber}`, Author: snapshot.seller.company });
  const seller = snapshot.seller;
  const buyer = snapshot.buyer;

  doc
    .font('Helvetica')
    .fontSize(8)
    .text([seller.company, seller.street, `${seller.zip} ${seller.city}`].filter((part) => part.trim()).join(' · '), left, 50);
  doc.fontSize(10).moveDown(1);
  for (const line of [
    buyer.company,
    [buyer.first_name, buyer.last_name].filter(Boolean).join(' '),
    [buyer.street, buyer.street_number].filter(Boolean).join(' '),
    `${buyer.zip} ${buyer.city}`,
    buyer.country,
  ]) {
    if (line && line.trim()) doc.text(line);
  }
  doc.font('Helvetica-Bold').fontSize(18).text(title, left, 190);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: [string, string][] = [
    [`${title}snummer`, invoice.invoiceNumber],
    ['Rechnungsdatum', dateText(invoice.issuedAt.toISOString())],
    ['Liefer-/Leistungsdatum', dateText(snapshot.supply_date)],
    ['Bestellung', `${snapshot.vendor_order_number} vom ${dateText(snapshot.order_date)}`],
  ];
  if (snapshot.corrects) facts.push(['Korrigiert Rechnung', `${snapshot.corrects.number} (${snapshot.corrects.reason})`]);
  if (buyer.vat_id) facts.push(['USt-IdNr. des Käufers', buyer.vat_id]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.text(label, left, y, { width: 160 });
    doc.text(value, left + 170, y, { width: width - 170 });
  }
  doc.moveDown(1);

  const columns = { qty: left, name: left + 45, rate: left + 300, unit: left + 350, total: left + 430 };
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Menge', columns.qty, header, { width: 40 });
  doc.text('Bezeichnung', columns.name, header, { width: 250 });
  doc.text('USt.', columns.rate, header, { width: 45, align: 'right' });
  doc.text('Einzelpreis', columns.unit, header, { width: 75, align: 'right' });
  doc.text('Gesamt', columns.total, header, { width: right - columns.total, align: 'right' });
  doc.font('Helvetica');
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  const row = (qty: string, name: string, rate: string, unit: string, total: string) => {
    const y = doc.y;
    doc.text(qty, columns.qty, y, { width: 40 });
    doc.text(name, columns.name, y, { width: 250 });
    const after = doc.y;
    doc.text(rate, columns.rate, y, { width: 45, align: 'right' });
    doc.text(unit, columns.unit, y, { width: 75, align: 'right' });
    doc.text(total, columns.total, y, { width: right - columns.total, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const smallBusiness = seller.small_business === true;
  for (const line of snapshot.lines)
    row(String(line.qty), line.name, smallBusiness ? '' : `${line.tax_rate} %`, formatEuro(line.unit_cents), formatEuro(line.total_cents));
  if (snapshot.shipping)
    row('1', `Versand: ${snapshot.shipping.name}`, '', formatEuro(snapshot.shipping.cents), formatEuro(snapshot.shipping.cents));
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);

  const sum = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left + 200, y, { width: 220, align: 'right' });
    doc.text(value, columns.total, y, { width: right - columns.total, align: 'right' });
    doc.font('Helvetica');
  };
  if (!smallBusiness) {
    for (const vat of snapshot.vat) {
      sum(`Nettobetrag ${vat.rate} %`, formatEuro(vat.net_cents));
      sum(`Umsatzsteuer ${vat.rate} %`, formatEuro(vat.tax_cents));
    }
  }
  sum(smallBusiness ? 'Gesamtbetrag' : 'Gesamtbetrag (brutto)', formatEuro(snapshot.total_cents), true);
  if (snapshot.voucher_cents !== 0) {
    sum('Bezahlt mit Gutschein', formatEuro(-snapshot.voucher_cents));
    sum('Offener Betrag', formatEuro(snapshot.amount_due_cents), true);
  }
  doc.moveDown(1);
  // § 19 UStG small business: the notice replaces the VAT lines.
  if (smallBusiness) doc.text(SMALL_BUSINESS_NOTICE, left, doc.y, { width });
  doc.text(`Zahlungsart: ${snapshot.payment_method}`, left, doc.y, { width });
  for (const text of seller.texts) doc.text(text, left, doc.y, { width });
  doc.moveDown(1);
  doc.fontSize(8);
  const footer = [
    `${seller.company}, ${seller.street}, ${seller.zip} ${seller.city}`,
    seller.vat_id ? `USt-IdNr.: ${seller.vat_id}` : '',
    seller.register_number ? `Registernummer: ${seller.register_number}` : '',
    'Verkauf über den Marktplatz im Namen und auf Rechnung des Anbieters.',
  ].filter(Boolean);
  for (const line of footer) doc.text(line, left, doc.y, { width });
  doc.end();
  return done;
}

/**
 * A Rechnungskorrektur for a refund that went back to the customer: the refunded lines (and shipping) negated; when
 * the provider accepted less than requested, the difference stays as a positive line „Einbehalt“. Null without an
 * invoice to correct.
 */
export async function issueRefundCorrection(
  tx: Executor,
  refund: {
    id: number;
    vendorOrderId: number;
    providerId: number;
    orderId: number;
    requestedCents: number;
    shippingCents: number;
    amountCents: number | null;
  },
  lines: { orderItemId: number; qty: number; amountCents: number }[],
): Promise<InvoiceRow | null> {
  const [original] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.vendorOrderId, refund.vendorOrderId), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (!original) return null;
  const items = await tx
    .select()
    .from(shopOrderItems)
    .where(inArray(shopOrderItems.id, lines.map((line) => line.orderItemId).concat(0)));
  const rated = lines.map((line) => {
    const item = items.find((candidate) => candidate.id === line.orderItemId);
    return {
      name: item ? (item.variantLabel ? `${item.productName} (${item.variantLabel})` : item.productName) : `Position ${line.orderItemId}`,
      qty: line.qty,
      unitCents: line.qty > 0 ? Math.round(line.amountCents / line.qty) : line.amountCents,
      cents: line.amountCents,
      rate: item?.taxRate ?? 19,
    };
  });
  const kept = refund.requestedCents - (refund.amountCents ?? refund.requestedCents);
  const refundedCents = refund.amountCents ?? refund.requestedCents;
  // VAT of what is refunded: the lines' and shipping's shares, less a kept part spread in proportion.
  const positive = vatBreakdown(
    rated.map((line) => ({ rate: line.rate, grossCents: line.cents })),
    refund.shippingCents,
  );
  const scale = refund.requestedCents > 0 ? refundedCents / refund.requestedCents : 0;
  const vat = original.snapshot.seller.small_business
    ? []
    : positive.map((line) => {
        const gross = Math.round(line.gross_cents * scale);
        const net = Math.round(gross / (1 + line.rate / 100));
        return { rate: line.rate, gross_cents: -gross, net_cents: -net, tax_cents: -(gross - net) };
      });
  const source = original.snapshot;
  const snapshot: InvoiceSnapshot = {
    ...source,
    lines: [
      ...rated.map((line) => ({
        name: line.name,
        qty: -line.qty,
        unit_cents: line.unitCents,
        total_cents: -line.cents,
        tax_rate: line.rate,
      })),
      ...(kept > 0
        ? [{ name: 'Einbehalt (nicht erstattet)', qty: 1, unit_cents: kept, total_cents: kept, tax_rate: rated[0]?.rate ?? 19 }]
        : []),
    ],
    shipping:
      refund.shippingCents > 0 ? { name: `${source.shipping?.name ?? 'Versand'} (Erstattung)`, cents: -refund.shippingCents } : null,
    vat,
    total_cents: -refundedCents,
    voucher_cents: 0,
    amount_due_cents: -refundedCents,
    corrects: { number: original.invoiceNumber, reason: `Erstattung Nr. ${refund.id}` },
  };
  return insertInvoice(tx, {
    kind: 'correction',
    providerId: refund.providerId,
    orderId: refund.orderId,
    vendorOrderId: refund.vendorOrderId,
    correctsInvoiceId: original.id,
    snapshot,
    at: new Date(),
  });
}
