import { adminRaw } from '../../../lib/adminApi';
import { saveCsv } from '../../../lib/saveFile';
import type { Period } from './getTransparency';

/** `GET /admin/transparency.csv` for the period: the file (UTF-8 with BOM, `;`) for German spreadsheets. */
export async function downloadTransparencyCsv(period: Period, fileName: string): Promise<void> {
  const text = await adminRaw({
    method: 'GET',
    url: '/admin/transparency.csv',
    params: period,
    responseType: 'text',
    transformResponse: (raw: unknown) => raw,
  });
  saveCsv(text, fileName);
}
