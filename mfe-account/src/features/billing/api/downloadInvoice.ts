import { http } from '@marktplatz/shared';
import { saveFile } from '@marktplatz/shared/kit';

/** `GET /billing/invoices/{id}/pdf|xml`: the invoice as PDF (with Factur-X data) or as EN 16931 XML. */
export async function downloadInvoice(invoice: { id: number; invoice_number: string }, kind: 'pdf' | 'xml'): Promise<void> {
  const response = await http.get<Blob>(`billing/invoices/${invoice.id}/${kind}`, { responseType: 'blob' });
  saveFile(response.data, `${invoice.invoice_number}.${kind}`);
}
