import { type Invoice, InvoiceService, type InvoiceServiceOptions } from '@e-invoice-eu/core';
import { electronicFormatIBAN } from 'ibantools';
import type { AppConfig } from '../../config';
import { formatEuro } from '../../lib/money';
import { a4Pdf } from '../../lib/pdf';
import { addDays, germanDate } from './dates';
import { type BillingInvoiceRow, PAYMENT_METHOD_LABELS } from './terms';

/**
 * The marketplace's invoice to a provider as a document: a PDF (pdfkit) that carries its EN 16931 data as a
 * Factur-X/ZUGFeRD attachment (`factur-x.xml`, profile EN 16931), and the same data as a CII XML on its own
 * (@e-invoice-eu/core). German B2B e-invoicing (§ 14 UStG) asks for the structured data; the PDF is for people.
 */

const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };

function amount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Fields of the UBL-shaped invoice that replace or add to the package invoice's (the commission documents: type code
 * 381 for a credit note, `cac:BillingReference` to the invoices it corrects, their own note).
 */
export type EInvoiceExtra = Record<string, unknown>;

/** UNTDID 4461 payment means: 58 SEPA credit transfer, 59 SEPA direct debit, 97 clearing between partners (balance). */
const PAYMENT_MEANS = { invoice: '58', sepa: '59', balance: '97' } as const;

/** The invoice in e-invoice-eu's internal (UBL-shaped) format. */
export function eInvoiceData(config: AppConfig, invoice: BillingInvoiceRow, extra: EInvoiceExtra = {}): Invoice {
  const seller = config.operator;
  const buyer = invoice.buyer;
  const marketplaceIban = electronicFormatIBAN(config.paymentAccount.iban) ?? config.paymentAccount.iban;
  const tax = { 'cbc:ID': 'S', 'cbc:Percent': String(invoice.vatRate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  const paymentMeans: Record<string, unknown> = {
    'cbc:PaymentMeansCode': PAYMENT_MEANS[invoice.paymentMethod],
    'cbc:PaymentID': invoice.invoiceNumber,
  };
  if (invoice.paymentMethod === 'invoice')
    paymentMeans['cac:PayeeFinancialAccount'] = { 'cbc:ID': marketplaceIban, 'cbc:Name': config.paymentAccount.accountHolder };
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': invoice.invoiceNumber,
      'cbc:IssueDate': invoice.issuedAt.toISOString().slice(0, 10),
      'cbc:DueDate': invoice.dueDate,
      'cbc:InvoiceTypeCode': '380',
      'cbc:Note': PAYMENT_METHOD_LABELS[invoice.paymentMethod],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': `ANB-${invoice.providerId}`,
      'cac:InvoicePeriod': { 'cbc:StartDate': invoice.periodStart, 'cbc:EndDate': addDays(invoice.periodEnd, -1) },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cac:PostalAddress': {
            'cbc:StreetName': seller.street,
            'cbc:CityName': seller.city,
            'cbc:PostalZone': seller.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': `${seller.companyName}` },
          'cac:Contact': { 'cbc:ElectronicMail': seller.email },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PostalAddress': {
            'cbc:StreetName': buyer.street || '-',
            'cbc:CityName': buyer.city || '-',
            'cbc:PostalZone': buyer.zip || '-',
            'cac:Country': { 'cbc:IdentificationCode': buyer.country },
          },
          ...(buyer.vat_id ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company || buyer.name || buyer.email },
        },
      },
      'cac:PaymentMeans': [paymentMeans],
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(invoice.vatCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(invoice.netCents),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': amount(invoice.vatCents),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': tax,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(invoice.netCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': amount(invoice.netCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': amount(invoice.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(invoice.status === 'paid' ? { 'cbc:PrepaidAmount': amount(invoice.grossCents), 'cbc:PrepaidAmount@currencyID': 'EUR' } : {}),
        'cbc:PayableAmount': amount(invoice.status === 'paid' ? 0 : invoice.grossCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': invoice.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(line.net_cents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:InvoicePeriod': { 'cbc:StartDate': line.period_start, 'cbc:EndDate': addDays(line.period_end, -1) },
        'cac:Item': { 'cbc:Name': line.name, 'cac:ClassifiedTaxCategory': tax },
        'cac:Price': { 'cbc:PriceAmount': amount(line.net_cents), 'cbc:PriceAmount@currencyID': 'EUR' },
      })),
      ...extra,
    },
  };
  return data as unknown as Invoice;
}

/**
 * Runs the library; its validation error carries a `validation` flag that Fastify's error handler would take for
 * a request validation — it becomes a plain error with the schema paths instead.
 */
async function generate(
  config: AppConfig,
  invoice: BillingInvoiceRow,
  options: InvoiceServiceOptions,
  extra: EInvoiceExtra = {},
): Promise<string | Uint8Array> {
  try {
    return await new InvoiceService(silent).generate(eInvoiceData(config, invoice, extra), options);
  } catch (error) {
    const details = (error as { errors?: { instancePath?: string; message?: string }[] }).errors ?? [];
    throw new Error(
      `Die E-Rechnung ${invoice.invoiceNumber} konnte nicht erzeugt werden: ${details.map((detail) => `${detail.instancePath} ${detail.message}`).join('; ') || String(error)}`,
    );
  }
}

/** The EN 16931 data as CII XML (the same content as the PDF's `factur-x.xml`). */
export async function renderInvoiceXml(config: AppConfig, invoice: BillingInvoiceRow, extra: EInvoiceExtra = {}): Promise<string> {
  const output = await generate(
    config,
    invoice,
    {
      format: 'CII',
      lang: 'de-de',
      noWarnings: true,
    },
    extra,
  );
  return typeof output === 'string' ? output : Buffer.from(output).toString('utf8');
}

/** The invoice as PDF/A-3 with the Factur-X (EN 16931) XML attached. */
export async function renderInvoicePdf(
  config: AppConfig,
  invoice: BillingInvoiceRow,
  extra: EInvoiceExtra = {},
  visualPdf?: Buffer,
): Promise<Buffer> {
  const visual = visualPdf ?? (await renderVisualPdf(config, invoice));
  const output = await generate(
    config,
    invoice,
    {
      format: 'Factur-X-EN16931',
      lang: 'de-de',
      noWarnings: true,
      pdf: { buffer: visual, filename: `${invoice.invoiceNumber}.pdf`, mimetype: 'application/pdf' },
    },
    extra,
  );
  return typeof output === 'string' ? Buffer.from(output) : Buffer.from(output);
}

function renderVisualPdf(config: AppConfig, invoice: BillingInvoiceRow): Promise<Buffer> {
  const seller = config.operator;
  const { doc, done, left, right, width } = a4Pdf({ Title: `Rechnung ${invoice.invoiceNumber}`, Author: seller.companyName });
  const buyer = invoice.buyer;
  doc.font('Helvetica').fontSize(8).text(`${seller.companyName} · ${seller.street} · ${seller.postalCode} ${seller.city}`, left, 50);
  doc.fontSize(10).moveDown(1);
  for (const line of [buyer.company, buyer.company === buyer.name ? '' : buyer.name, buyer.street, `${buyer.zip} ${buyer.city}`]) {
    if (line && line.trim()) doc.text(line);
  }
  doc.font('Helvetica-Bold').fontSize(18).text('Rechnung', left, 190);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: [string, string][] = [
    ['Rechnungsnummer', invoice.invoiceNumber],
    ['Rechnungsdatum', germanDate(invoice.issuedAt.toISOString().slice(0, 10))],
    ['Leistungszeitraum', `${germanDate(invoice.periodStart)} – ${germanDate(addDays(invoice.periodEnd, -1))}`],
    ['Kundennummer', `ANB-${invoice.providerId}`],
  ];
  if (buyer.vat_id) facts.push(['USt-IdNr. des Kunden', buyer.vat_id]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.text(label, left, y, { width: 160 });
    doc.text(value, left + 170, y, { width: width - 170 });
  }
  doc.moveDown(1);
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Pos.', left, header, { width: 30 });
  doc.text('Bezeichnung', left + 35, header, { width: 330 });
  doc.text('Netto', left + 370, header, { width: right - left - 370, align: 'right' });
  doc.font('Helvetica');
  doc.moveDown(0.5);
  invoice.lines.forEach((line, index) => {
    const y = doc.y;
    doc.text(String(index + 1), left, y, { width: 30 });
    doc.text(`${line.name} (${germanDate(line.period_start)} – ${germanDate(addDays(line.period_end, -1))})`, left + 35, y, { width: 330 });
    const after = doc.y;
    doc.text(formatEuro(line.net_cents), left + 370, y, { width: right - left - 370, align: 'right' });
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
  sum('Nettobetrag', formatEuro(invoice.netCents));
  sum(`Umsatzsteuer ${invoice.vatRate} %`, formatEuro(invoice.vatCents));
  sum('Gesamtbetrag (brutto)', formatEuro(invoice.grossCents), true);
  doc.moveDown(1);
  const payment =
    invoice.paymentMethod === 'balance'
      ? 'Der Betrag wurde mit Ihrem Guthaben auf dem Marktplatz verrechnet.'
      : invoice.paymentMethod === 'sepa'
        ? `Der Betrag wird am ${germanDate(invoice.collectionDate ?? invoice.dueDate)} per SEPA-Lastschrift eingezogen (Gläubiger-ID ${config.sepaCreditorId}).`
        : `Bitte überweisen Sie den Betrag bis zum ${germanDate(invoice.dueDate)} auf ${config.paymentAccount.iban} (${config.paymentAccount.accountHolder}, ${config.paymentAccount.bankName}), Verwendungszweck ${invoice.invoiceNumber}.`;
  doc.text(payment, left, doc.y, { width });
  if (invoice.status === 'paid') doc.text('Diese Rechnung ist bezahlt.', left, doc.y, { width });
  doc.moveDown(1).fontSize(8);
  for (const line of [
    `${seller.companyName}, ${seller.street}, ${seller.postalCode} ${seller.city}`,
    seller.vatId ? `USt-IdNr.: ${seller.vatId}` : '',
    seller.registerNumber ? `${seller.registerCourt} ${seller.registerNumber}` : '',
    'Diese Rechnung enthält ihre Daten maschinenlesbar nach EN 16931 (ZUGFeRD/Factur-X).',
  ].filter(Boolean))
    doc.text(line, left, doc.y, { width });
  doc.end();
  return done;
}
