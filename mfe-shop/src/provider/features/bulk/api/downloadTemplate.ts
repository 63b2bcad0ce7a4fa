import { http } from '@marktplatz/shared';

/** GET /importBulkProducts/template: the CSV template as a file. */
export async function downloadTemplate(): Promise<Blob> {
  const res = await http.get<Blob>('importBulkProducts/template', { responseType: 'blob' });
  return res.data;
}
