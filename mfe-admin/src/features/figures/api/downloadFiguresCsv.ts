import { adminRaw } from '../../../lib/adminApi';
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
  const csv = typeof text === 'string' ? text.replace(/^\uFEFF/, '') : '';
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
