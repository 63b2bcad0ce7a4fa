import { http } from '@marktplatz/shared';

/** Saves a downloaded file under `fileName`. */
function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET /billing/invoices/{id}/pdf|xml`: the invoice as PDF (with Factur-X data) or as EN 16931 XML. */
export async function downloadInvoice(invoice: { id: number; invoice_number: string }, kind: 'pdf' | 'xml'): Promise<void> {
  const response = await http.get<Blob>(`billing/invoices/${invoice.id}/${kind}`, { responseType: 'blob' });
  saveFile(response.data, `${invoice.invoice_number}.${kind}`);
}
