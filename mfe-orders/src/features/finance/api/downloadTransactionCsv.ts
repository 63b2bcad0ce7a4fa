import { http } from '@marktplatz/shared';
import { saveFile } from '@marktplatz/shared/kit';
import type { ReportFilters } from '../types';
import { reportParams } from '../lib/reportParams';

/** Every matching row as CSV for German spreadsheets (`format=csv`, sent with the login token), saved as a file. */
export async function downloadTransactionCsv(filters: ReportFilters): Promise<void> {
  const response = await http.get<Blob>('api/vendor-transaction-report-list', {
    params: { ...reportParams(filters), format: 'csv' },
    responseType: 'blob',
  });
  saveFile(response.data, `transaktionen-${filters.date_from}-${filters.date_to}.csv`);
}
