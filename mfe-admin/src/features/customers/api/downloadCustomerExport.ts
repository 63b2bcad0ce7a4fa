import { adminRaw } from '../../../lib/adminApi';

/** `GET /admin/customers/:id/export`: the data export (one JSON document) saved as a file; the server audits it. */
export async function downloadCustomerExport(id: number): Promise<void> {
  const text = await adminRaw({
    method: 'GET',
    url: `/admin/customers/${id}/export`,
    responseType: 'text',
    transformResponse: (raw: unknown) => raw,
  });
  const json = typeof text === 'string' ? text : JSON.stringify(text);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `marktplatz-daten-${id}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
