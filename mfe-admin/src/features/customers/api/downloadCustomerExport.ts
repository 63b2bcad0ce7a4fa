import { adminRaw } from '../../../lib/adminApi';
import { saveFile } from '../../../lib/saveFile';

/** `GET /admin/customers/:id/export`: the data export (one JSON document) saved as a file; the server audits it. */
export async function downloadCustomerExport(id: number): Promise<void> {
  const text = await adminRaw({
    method: 'GET',
    url: `/admin/customers/${id}/export`,
    responseType: 'text',
    transformResponse: (raw: unknown) => raw,
  });
  const json = typeof text === 'string' ? text : JSON.stringify(text);
  saveFile([json], 'application/json;charset=utf-8', `marktplatz-daten-${id}-${new Date().toISOString().slice(0, 10)}.json`);
}
