/**
 * Invoice PDF benchmark (not a test): renders one invoice with 12 lines from its snapshot again and again on one
 * core (this process) and prints PDFs per second and the size of one PDF.
 *
 *   npx tsx bench/invoices.ts            (BENCH_SECONDS=5 by default)
 */
import { pathToFileURL } from 'node:url';
import type { InvoiceRow } from '../src/modules/orders/invoices';
import { renderInvoicePdf } from '../src/modules/orders/invoices';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const address = {
  gender: 'female',
  first_name: 'Erika',
  last_name: 'Mustermann',
  company: '',
  street: 'Kastanienallee',
  street_number: '12',
  zip: '10435',
  city: 'Berlin',
  country: 'DE',
  email: 'erika@example.org',
  phone: '',
};
const invoice: InvoiceRow = {
  id: 1,
  providerId: 1,
  orderId: 1,
  vendorOrderId: 1,
  kind: 'invoice',
  invoiceNumber: 'RE-2026-00001',
  sequence: 1,
  year: 2026,
  correctsInvoiceId: null,
  pdfKey: null,
  totalCents: 31_590,
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  snapshot: {
    seller: {
      company: 'Töpferei Ton GmbH',
      street: 'Marktstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      vat_id: 'DE123456789',
      register_number: 'HRB 12345 B',
      texts: ['Vielen Dank für Ihren Einkauf!'],
    },
    buyer: address,
    order_number: 'MP-2026-000123',
    vendor_order_number: 'MP-2026-000123-1',
    order_date: '2026-11-25T10:00:00Z',
    supply_date: '2026-11-25',
    lines: Array.from({ length: 12 }, (_, index) => ({
      name: `Kaffeebecher „Nordsee“ Nr. ${index + 1}`,
      qty: 1 + (index % 3),
      unit_cents: 1_190,
      total_cents: 1_190 * (1 + (index % 3)),
      tax_rate: index % 4 === 0 ? 7 : 19,
    })),
    shipping: { name: 'DHL Paket', cents: 490 },
    vat: [
      { rate: 19, net_cents: 20_000, tax_cents: 3_800, gross_cents: 23_800 },
      { rate: 7, net_cents: 7_280, tax_cents: 510, gross_cents: 7_790 },
    ],
    total_cents: 31_590,
    voucher_cents: 1_000,
    amount_due_cents: 30_590,
    payment_method: 'Gutschein + Vorkasse (Überweisung)',
    corrects: null,
  },
};

/** Renders the 12-line invoice on this process (one core) for `seconds` and answers PDFs per second and one PDF's size. */
export async function measureInvoicePdfs(seconds = SECONDS): Promise<{ perSecond: number; count: number; seconds: number; bytes: number }> {
  const first = await renderInvoicePdf(invoice);
  for (let index = 0; index < 20; index += 1) await renderInvoicePdf(invoice); // warm-up
  let count = 0;
  const started = process.hrtime.bigint();
  const end = started + BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() < end) {
    await renderInvoicePdf(invoice);
    count += 1;
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: count / elapsed, count, seconds: elapsed, bytes: first.length };
}

async function main() {
  const result = await measureInvoicePdfs();
  console.log(
    `Rechnungs-PDFs: ${result.perSecond.toFixed(1)} je Sekunde auf einem Kern (${result.count} in ${result.seconds.toFixed(1)} s), ${(result.bytes / 1024).toFixed(1)} KB je PDF (12 Positionen)`,
  );
}

// Run directly (`npx tsx bench/invoices.ts`); imported by bench/orders.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
