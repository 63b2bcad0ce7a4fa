import { http } from '@marktplatz/shared';
import { importBulkProducts } from './importBulkProducts';

/** GET /importBulkProducts/template: the CSV template as a file. */
export async function downloadTemplate(): Promise<Blob> {
  const res = await http.get<Blob>('importBulkProducts/template', { responseType: 'blob' });
  return res.data;
}
