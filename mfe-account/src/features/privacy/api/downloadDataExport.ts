import { http } from '@marktplatz/shared';
import { saveFile } from '@marktplatz/shared/kit';

/** `GET /account/export` (Art. 15/20 DSGVO): every module's data of the signed-in account as one JSON file. */
export async function downloadDataExport(): Promise<void> {
  const response = await http.get<Blob>('account/export', { responseType: 'blob' });
  const data = response.data instanceof Blob ? response.data : new Blob([JSON.stringify(response.data)], { type: 'application/json' });
  saveFile(data, `marktplatz-meine-daten-${new Date().toISOString().slice(0, 10)}.json`);
}
