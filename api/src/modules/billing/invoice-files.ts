import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { storageFor } from '../../infra/storage';
import { renderInvoicePdf, renderInvoiceXml } from './documents';
import type { BillingInvoiceRow } from './terms';

/**
 * The marketplace's invoices to providers are written once: the PDF (with its Factur-X XML) and the CII XML are
 * rendered at the first download and kept in the **private** file storage; every later download serves the stored
 * bytes, so a changed operator address or a later payment never changes an issued invoice. The key is fixed per
 * invoice (`billing-invoices/<provider>/<number>.pdf|xml`, no column needed); the first render runs under the
 * invoice's advisory lock, so two first downloads at once (on any instance) write one file.
 */

const FILE_LOCK_SPACE = 4206;

export type InvoiceFileKind = 'pdf' | 'xml';

const CONTENT_TYPES: Record<InvoiceFileKind, string> = { pdf: 'application/pdf', xml: 'application/xml; charset=utf-8' };

export function invoiceFileKey(invoice: Pick<BillingInvoiceRow, 'providerId' | 'invoiceNumber'>, kind: InvoiceFileKind): string {
  return `billing-invoices/${invoice.providerId}/${invoice.invoiceNumber}.${kind}`;
}

/** The invoice as it was issued: paid only when it was settled at issue (balance); a later payment is no new invoice. */
function asIssued(invoice: BillingInvoiceRow): BillingInvoiceRow {
  const paidAtIssue = invoice.paidAt !== null && invoice.paidAt.getTime() === invoice.issuedAt.getTime();
  return { ...invoice, status: paidAtIssue ? 'paid' : 'open' };
}

async function render(config: AppConfig, invoice: BillingInvoiceRow, kind: InvoiceFileKind): Promise<Buffer> {
  const issued = asIssued(invoice);
  return kind === 'pdf' ? renderInvoicePdf(config, issued) : Buffer.from(await renderInvoiceXml(config, issued), 'utf8');
}

/** The stored file of an invoice (rendered and stored at the first call), for a caller already checked to be its provider. */
export async function invoiceFile(db: Executor, config: AppConfig, invoice: BillingInvoiceRow, kind: InvoiceFileKind): Promise<Buffer> {
  const storage = storageFor(config);
  const key = invoiceFileKey(invoice, kind);
  const stored = await storage.get('private', key);
  if (stored) return buffer(stored.body);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FILE_LOCK_SPACE}, ${invoice.id})`);
    const written = await storage.get('private', key);
    if (written) return buffer(written.body);
    const bytes = await render(config, invoice, kind);
    await storage.put('private', key, bytes, CONTENT_TYPES[kind]);
    return bytes;
  });
}
