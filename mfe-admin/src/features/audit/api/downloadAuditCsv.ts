import { adminRaw } from '../../../lib/adminApi';
import { saveCsv } from '../../../lib/saveFile';
import type { AuditFilter } from './listAudit';

/** `GET /admin/audit.csv` with the same filter: the file (UTF-8 with BOM, `;`) for German spreadsheets. */
export async function downloadAuditCsv(filter: AuditFilter, fileName: string): Promise<void> {
  const text = await adminRaw({
    method: 'GET',
    url: '/admin/audit.csv',
    params: filter,
    responseType: 'text',
    transformResponse: (raw: unknown) => raw,
  });
  saveCsv(text, fileName);
}
