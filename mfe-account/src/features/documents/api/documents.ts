import {
  http,
  uploadProgress,
  httpApi,
  pageOfRows,
  type ApiData,
  type ApiQuery,
  type Envelope,
  type PageEnvelope,
  type PageOfRows,
} from '@marktplatz/shared';

export type InquiryDocument = ApiData<'/inquiry/documents', 'get'>[number];
export type UserDocument = ApiData<'/api/documents', 'get'>[number];
export type UserDocumentInfo = ApiData<'/api/getDocumentInfo/{id}', 'get'>;
export type DocumentType = UserDocument['type'];
export type DocumentsQuery = ApiQuery<'/api/documents', 'get'>;

/** `GET /inquiry/customer/documents` (stored role User) or `/inquiry/documents` (any other role), spec 02 §6. */
export async function listInquiryDocuments(
  role: string | null,
  query: { search?: string; page: number },
  signal?: AbortSignal,
): Promise<PageOfRows<InquiryDocument>> {
  const path = role === 'User' ? 'inquiry/customer/documents' : 'inquiry/documents';
  const response = await http.get<PageEnvelope<InquiryDocument>>(path, { params: { ...query, per_page: 10 }, signal });
  return pageOfRows(response.data);
}

/** `GET api/documents` (search, type, page): the user's own uploads. */
export async function listDocuments(query: DocumentsQuery, signal?: AbortSignal): Promise<PageOfRows<UserDocument>> {
  const response = await httpApi.get<PageEnvelope<UserDocument>>('documents', { params: { ...query, per_page: 10 }, signal });
  return pageOfRows(response.data);
}

/** `GET api/getDocumentInfo/{id}`: with a short-lived download link. */
export async function getDocumentInfo(id: number, signal?: AbortSignal): Promise<UserDocumentInfo> {
  const response = await httpApi.get<Envelope<UserDocumentInfo>>(`getDocumentInfo/${id}`, { signal });
  return response.data.data;
}

/** `POST /document` (multipart): the file and optional title, type, linked inquiry and `show`; `onProgress` 0–100. */
export async function uploadDocument(
  input: { file: File; title?: string; type?: DocumentType; inquiry_id?: number | null },
  onProgress: (percent: number) => void,
): Promise<UserDocument> {
  const body = new FormData();
  body.append('file', input.file);
  if (input.title) body.append('title', input.title);
  if (input.type) body.append('type', input.type);
  if (input.inquiry_id) body.append('inquiry_id', String(input.inquiry_id));
  const response = await http.post<Envelope<UserDocument>>('document', body, uploadProgress(onProgress));
  onProgress(100);
  return response.data.data;
}

/** `POST api/updateDocument`: title, type, linked inquiry, `show` (1 = visible to the other side of the inquiry). */
export async function updateDocument(update: {
  id: number;
  title?: string;
  type?: DocumentType;
  inquiry_id?: number | null;
  show?: 0 | 1;
}) {
  const response = await httpApi.post<Envelope<UserDocument>>('updateDocument', update);
  return response.data.data;
}

/** `DELETE api/documents/{id}`. */
export async function deleteDocument(id: number): Promise<void> {
  await httpApi.delete(`documents/${id}`);
}

/** An inquiry or offer file through the checked download (`api/v2/downloadInquiryFile`, bearer token) as a blob. */
export async function downloadInquiryFile(token: string): Promise<Blob> {
  const response = await httpApi.get<Blob>('v2/downloadInquiryFile', { params: { file: token }, responseType: 'blob' });
  return response.data;
}
