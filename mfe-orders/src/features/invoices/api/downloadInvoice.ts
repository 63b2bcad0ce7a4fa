import { http } from '@marktplatz/shared';
import { saveFile } from '@marktplatz/shared/kit';

/** `GET /orderInvoiceByProvider` as a file: the browser saves `<invoice number>.pdf`. */
export async function downloadInvoice(invoiceNumber: string): Promise<void> {
  const response = await http.get<Blob>('orderInvoiceByProvider', { params: { invoice_number: invoiceNumber }, responseType: 'blob' });
  saveFile(response.data, `${invoiceNumber}.pdf`);
}
