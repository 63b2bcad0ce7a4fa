import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { CommissionDocumentLine } from '../../db/schema/billing';
import { storageFor } from '../../infra/storage';
import { formatEuro } from '../../lib/money';
import { a4Pdf } from '../../lib/pdf';
import { COMMISSION_KIND_LABELS, type CommissionDocumentRow } from './commission';
import { addDays, berlinToday, germanDate } from './dates';
import { type EInvoiceExtra, renderInvoicePdf, renderInvoiceXml } from './documents';
import type { BillingInvoiceRow } from './terms';

/**
 * The commission documents as files (README „Provisionsrechnungen“): the billing module's generators — a PDF/A-3
 * with the Factur-X XML (EN 16931) and the CII XML on its own — with a Provisionsrechnung (type code 380) or a
 * Gutschrift (381, referencing the invoices it corrects) as content. Written once into the private storage at the
 * first download (`billing-commission/<provider>/<number>.pdf|xml`), like the package invoices.
 */

const FILE_LOCK_SPACE = 4208;

export type CommissionFileKind = 'pdf' | 'xml';

const CONTENT_TYPES: Record<CommissionFileKind, string> = { pdf: 'application/pdf', xml: 'application/xml; charset=utf-8' };

const ORDER_KIND_TEXT: Record<CommissionDocumentLine['kind'], string> = {
  shop: 'Bestellung',
  food: 'Essensbestellung',
  other: 'Vorgang',
};

export function commissionFileKey(document: Pick<CommissionDocumentRow, 'providerId' | 'documentNumber'>, kind: CommissionFileKind) {
  return `billing-commission/${document.providerId}/${document.documentNumber}.${kind}`;
}

/** The text of a line on both the PDF and in the XML. */
export function lineText(document: Pick<CommissionDocumentRow, 'kind'>, line: CommissionDocumentLine): string {
  if (document.kind === 'invoice') {
    return `Provision ${ORDER_KIND_TEXT[line.kind]} ${line.number} vom ${germanDate(line.date)}, Bestellwert ${formatEuro(line.gross_cents)} brutto`;
  }
  const reference = line.invoice_number ? `, berechnet mit ${line.invoice_number}` : '';
  return `Provision erstattet: ${ORDER_KIND_TEXT[line.kind]} ${line.number}, Erstattung vom ${germanDate(line.date)} über ${formatEuro(line.gross_cents)}${reference}`;
}

function documentNote(document: CommissionDocumentRow): string {
  if (document.kind === 'invoice') return 'Provisionsrechnung: der Betrag ist mit Ihrem Guthaben auf dem Marktplatz verrechnet.';
  const reference = document.refersTo.length > 0 ? ` Korrektur zu ${document.refersTo.join(', ')}.` : '';
  return `Gutschrift der Provision zu Erstattungen: der Betrag ist Ihrem Guthaben auf dem Marktplatz gutgeschrieben.${reference}`;
}

/** The Berlin day of issue (a document of the 1st, 00:00 Berlin, is still the last day of the month in UTC). */
function issueDay(document: CommissionDocumentRow): string {
  return berlinToday(document.issuedAt);
}

/** The document in the shape of the package invoice the generators take (settled at issue: paid by the balance). */
function asInvoice(document: CommissionDocumentRow): BillingInvoiceRow {
  const issuedDay = issueDay(document);
  return {
    id: document.id,
    providerId: document.providerId,
    subscriptionId: 0,
    kind: 'renewal',
    periodStart: document.periodStart,
    periodEnd: document.periodEnd,
    invoiceNumber: document.documentNumber,
    netCents: document.netCents,
    vatCents: document.vatCents,
    grossCents: document.grossCents,
    vatRate: document.vatRate,
    paymentMethod: 'balance',
    status: 'paid',
    lines: document.lines.map((line) => ({
      name: lineText(document, line),
      period_start: line.date,
      period_end: addDays(line.date, 1),
      net_cents: line.net_cents,
    })),
    buyer: document.buyer,
    dueDate: issuedDay,
    collectionDate: null,
    collectionBatchId: null,
    issuedAt: document.issuedAt,
    paidAt: document.issuedAt,
  };
}

/**
 * Type code 380 (invoice) or 381 (credit note), the Berlin issue day and the note. The invoices a credit note
 * corrects are named in its note and lines: @e-invoice-eu/core 2.x maps `cac:BillingReference` (BT-25) to nothing
 * in CII (its mapping reads `cbc:ID` where its schema demands `cac:InvoiceDocumentReference/cbc:ID`), README.
 */
function extraOf(document: CommissionDocumentRow): EInvoiceExtra {
  return {
    'cbc:IssueDate': issueDay(document),
    'cbc:DueDate': issueDay(document),
    'cbc:InvoiceTypeCode': document.kind === 'credit_note' ? '381' : '380',
    'cbc:Note': documentNote(document),
  };
}

export async function renderCommissionXml(config: AppConfig, document: CommissionDocumentRow): Promise<string> {
  return renderInvoiceXml(config, asInvoice(document), extraOf(document));
}

export async function renderCommissionPdf(config: AppConfig, document: CommissionDocumentRow): Promise<Buffer> {
  return renderInvoicePdf(config, asInvoice(document), extraOf(document), await renderVisual(config, document));
}

/** The stored file of a document (rendered and stored at the first call), for a caller already checked to be allowed. */
export async function commissionFile(
  db: Executor,
  config: AppConfig,
  document: CommissionDocumentRow,
  kind: CommissionFileKind,
): Promise<Buffer> {
  const storage = storageFor(config);
  const key = commissionFileKey(document, kind);
  const stored = await storage.get('private', key);
  if (stored) return buffer(stored.body);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FILE_LOCK_SPACE}, ${document.id})`);
    const written = await storage.get('private', key);
    if (written) return buffer(written.body);
    const bytes =
      kind === 'pdf' ? await renderCommissionPdf(config, document) : Buffer.from(await renderCommissionXml(config, document), 'utf8');
    await storage.put('private', key, bytes, CONTENT_TYPES[kind]);
    return bytes;
  });
}

function renderVisual(config: AppConfig, document: CommissionDocumentRow): Promise<Buffer> {
  const seller = config.operator;
  const title = COMMISSION_KIND_LABELS[document.kind];
  const { doc, done, left, right, width } = a4Pdf({ Title: `${title} ${document.documentNumber}`, Author: seller.companyName });
  const buyer = document.buyer;
  doc.font('Helvetica').fontSize(8).text(`${seller.companyName} · ${seller.street} · ${seller.postalCode} ${seller.city}`, left, 50);
  doc.fontSize(10).moveDown(1);
  for (const line of [buyer.company, buyer.company === buyer.name ? '' : buyer.name, buyer.street, `${buyer.zip} ${buyer.city}`]) {
    if (line && line.trim()) doc.text(line);
  }
  doc.font('Helvetica-Bold').fontSize(18).text(title, left, 190);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: [string, string][] = [
    [document.kind === 'invoice' ? 'Rechnungsnummer' : 'Gutschriftsnummer', document.documentNumber],
    ['Datum', germanDate(issueDay(document))],
    ['Leistungszeitraum', `${germanDate(document.periodStart)} – ${germanDate(addDays(document.periodEnd, -1))}`],
    ['Kundennummer', `ANB-${document.providerId}`],
  ];
  if (buyer.vat_id) facts.push(['USt-IdNr. des Kunden', buyer.vat_id]);
  if (document.refersTo.length > 0) facts.push(['Bezieht sich auf', document.refersTo.join(', ')]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.text(label, left, y, { width: 160 });
    doc.text(value, left + 170, y, { width: width - 170 });
  }
  doc.moveDown(1);
  doc.text(
    document.kind === 'invoice'
      ? 'Wir berechnen Ihnen die Vermittlungsprovision des Marktplatzes für die folgenden Bestellungen:'
      : 'Wir schreiben Ihnen die Vermittlungsprovision der folgenden Erstattungen gut:',
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.5);
  const columns = { pos: left, order: left + 30, date: left + 175, gross: left + 245, net: left + 345 };
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Pos.', columns.pos, header, { width: 28 });
  doc.text(document.kind === 'invoice' ? 'Bestellung' : 'Erstattung zu', columns.order, header, { width: 140 });
  doc.text('Datum', columns.date, header, { width: 65 });
  doc.text(document.kind === 'invoice' ? 'Bestellwert' : 'Erstattet', columns.gross, header, { width: 90, align: 'right' });
  doc.text('Provision netto', columns.net, header, { width: right - columns.net, align: 'right' });
  doc.font('Helvetica');
  doc.moveDown(0.5);
  document.lines.forEach((line, index) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const y = doc.y;
    doc.text(String(index + 1), columns.pos, y, { width: 28 });
    const kind = line.kind === 'food' ? ' (Essen)' : '';
    doc.text(`${line.number}${kind}${line.invoice_number ? `\nzu ${line.invoice_number}` : ''}`, columns.order, y, { width: 140 });
    const after = doc.y;
    doc.text(germanDate(line.date), columns.date, y, { width: 65 });
    doc.text(formatEuro(line.gross_cents), columns.gross, y, { width: 90, align: 'right' });
    doc.text(formatEuro(line.net_cents), columns.net, y, { width: right - columns.net, align: 'right' });
    doc.y = Math.max(after, doc.y);
  });
  doc.moveDown(1);
  const sum = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left + 200, y, { width: 220, align: 'right' });
    doc.text(value, left + 430, y, { width: right - left - 430, align: 'right' });
    doc.font('Helvetica');
  };
  sum('Nettobetrag', formatEuro(document.netCents));
  sum(`Umsatzsteuer ${document.vatRate} %`, formatEuro(document.vatCents));
  sum(document.kind === 'invoice' ? 'Gesamtbetrag (brutto)' : 'Gutschrift (brutto)', formatEuro(document.grossCents), true);
  doc.moveDown(1);
  doc.text(documentNote(document), left, doc.y, { width });
  doc.moveDown(1).fontSize(8);
  for (const line of [
    `${seller.companyName}, ${seller.street}, ${seller.postalCode} ${seller.city}`,
    seller.vatId ? `USt-IdNr.: ${seller.vatId}` : '',
    seller.registerNumber ? `${seller.registerCourt} ${seller.registerNumber}` : '',
    'Dieses Dokument enthält seine Daten maschinenlesbar nach EN 16931 (ZUGFeRD/Factur-X).',
  ].filter(Boolean))
    doc.text(line, left, doc.y, { width });
  doc.end();
  return done;
}
