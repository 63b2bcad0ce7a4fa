import { adminRaw } from '../../../lib/adminApi';
import { saveCsv } from '../../../lib/saveFile';
import type { FiguresQuery } from './getFigures';

/** `GET /admin/figures.csv` for the query: the file (UTF-8 with BOM, `;`) for German spreadsheets. */
export async function downloadFiguresCsv(query: FiguresQuery, fileName: string): Promise<void> {
  const text = await adminRaw({
    method: 'GET',
    url: '/admin/figures.csv',
    params: query,
    responseType: 'text',
    transformResponse: (raw: unknown) => raw,
  });
  saveCsv(text, fileName);
}
