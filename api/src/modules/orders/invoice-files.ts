import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { invoices, shopOrders } from '../../db/schema/orders';
import type { SessionUser } from '../../http/auth';
import { storageFor } from '../../infra/storage';
import type { EmailMessage } from '../outbox/public';
import { type InvoiceRow, renderInvoicePdf } from './invoices';

/**
 * How long the download link of an invoice e-mail works. The outbox carries no attachments (text, HTML and links
 * only), so the e-mail links the PDF in the private storage; seven days is the longest an S3 pre-signed URL may
 * live (SigV4), and the buyer can always download the invoice again from the order page.
 */
export const INVOICE_MAIL_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

function invoiceKey(invoice: InvoiceRow): string {
  // The last part is the download's file name (the local `/files/*` route names the attachment after it).
  return `invoices/${invoice.providerId}/${randomUUID()}/${invoice.invoiceNumber}.pdf`;
}

async function toBuffer(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The invoice's PDF key in the private file storage. The PDF is rendered from the frozen snapshot and written
 * once, at the first download or mail: `pdf_key` is set only while it is still empty, so of two concurrent first
 * downloads one file wins and the other is removed again; later calls read the stored file.
 */
export async function storedInvoiceKey(db: Executor, config: AppConfig, invoice: InvoiceRow): Promise<string> {
  const storage = storageFor(config);
  if (invoice.pdfKey) {
    // A storage that lost the file (restored backup) gets it again under the same key: same snapshot, same content.
    const existing = await storage.get('private', invoice.pdfKey);
    if (existing) {
      existing.body.destroy();
      return invoice.pdfKey;
    }
    await storage.put('private', invoice.pdfKey, await renderInvoicePdf(invoice), 'application/pdf');
    return invoice.pdfKey;
  }
  const key = invoiceKey(invoice);
  await storage.put('private', key, await renderInvoicePdf(invoice), 'application/pdf');
  const [won] = await db
    .update(invoices)
    .set({ pdfKey: key })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.pdfKey)))
    .returning({ pdfKey: invoices.pdfKey });
  if (won?.pdfKey) return won.pdfKey;
  await storage.delete('private', key);
  const [row] = await db.select({ pdfKey: invoices.pdfKey }).from(invoices).where(eq(invoices.id, invoice.id)).limit(1);
  if (!row?.pdfKey) throw new Error('Die Rechnung wurde nicht gespeichert.');
  return row.pdfKey;
}

/** The stored PDF of an invoice (written on first use), for a caller already checked to be its buyer or seller. */
export async function invoicePdf(db: Executor, config: AppConfig, invoice: InvoiceRow): Promise<Buffer> {
  const key = await storedInvoiceKey(db, config, invoice);
  const file = await storageFor(config).get('private', key);
  if (!file) throw new Error('Die gespeicherte Rechnung ist nicht lesbar.');
  return toBuffer(file.body);
}

/**
 * The invoice e-mail (`/sendInvoiceOnMail`): the seller sends it to the order's e-mail address, the buyer to the
 * account's. It links the PDF in the private storage for {@link INVOICE_MAIL_LINK_TTL_SECONDS}.
 */
export async function invoiceEmail(
  db: Executor,
  config: AppConfig,
  user: SessionUser,
  invoice: InvoiceRow,
): Promise<EmailMessage & { sentToBuyer: boolean }> {
  const key = await storedInvoiceKey(db, config, invoice);
  const url = await storageFor(config).privateUrl(key, INVOICE_MAIL_LINK_TTL_SECONDS);
  const [order] = await db
    .select({ email: shopOrders.customerEmail, userId: shopOrders.userId })
    .from(shopOrders)
    .where(eq(shopOrders.id, invoice.orderId))
    .limit(1);
  const sentToBuyer = invoice.providerId === user.id;
  const to = sentToBuyer ? (order?.email ?? user.email) : user.email;
  const title = invoice.kind === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur';
  const snapshot = invoice.snapshot;
  const validUntil = new Date(Date.now() + INVOICE_MAIL_LINK_TTL_SECONDS * 1000).toLocaleString('de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const text = [
    'Guten Tag,',
    '',
    `anbei der Link zur ${title} ${invoice.invoiceNumber} von ${snapshot.seller.company} zur Bestellung ${snapshot.vendor_order_number}.`,
    '',
    `PDF herunterladen: ${url}`,
    '',
    `Der Link ist bis ${validUntil} Uhr gültig. Danach finden Sie die ${title} jederzeit in Ihrem Kundenkonto unter „Bestellungen“.`,
    '',
    'Ihr Marktplatz-Team',
  ].join('\n');
  const recipientId = sentToBuyer ? (order?.userId ?? undefined) : user.id;
  return {
    to,
    subject: `${title} ${invoice.invoiceNumber} (${snapshot.vendor_order_number})`,
    text,
    links: [url],
    ...(recipientId ? { userId: recipientId } : {}),
    sentToBuyer,
  };
}
