import { http } from '@marktplatz/shared';

/** `GET /account/export` (Art. 15/20 DSGVO): every module's data of the signed-in account as one JSON file. */
export async function downloadDataExport(): Promise<void> {
  const response = await http.get<Blob>('account/export', { responseType: 'blob' });
  const data = response.data instanceof Blob ? response.data : new Blob([JSON.stringify(response.data)], { type: 'application/json' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `marktplatz-meine-daten-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
