import { http, type ApiData, type Envelope } from '@marktplatz/shared';
import { saveFile } from '@marktplatz/shared/kit';

export type CommissionDocument = ApiData<'/billing/commission-documents', 'get'>[number];

/** `GET /billing/commission-documents`: the marketplace's Provisionsrechnungen and Gutschriften to the provider. */
export async function getCommissionDocuments(signal?: AbortSignal): Promise<CommissionDocument[]> {
  const response = await http.get<Envelope<CommissionDocument[]>>('billing/commission-documents', { signal });
  return response.data.data;
}

/** `GET /billing/commission-documents/{id}/pdf|xml`: the document as PDF (with Factur-X data) or as EN 16931 XML. */
export async function downloadCommissionDocument(document: CommissionDocument, kind: 'pdf' | 'xml'): Promise<void> {
  const response = await http.get<Blob>(`billing/commission-documents/${document.id}/${kind}`, { responseType: 'blob' });
  saveFile(response.data, `${document.document_number}.${kind}`);
}
