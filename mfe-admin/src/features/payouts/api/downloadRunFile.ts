import { adminRaw } from '../../../lib/adminApi';
import { saveFile } from '../../../lib/saveFile';

/** `GET /admin/payouts/runs/:id/file`: the kept pain.001 file, saved in the browser as `<batch id>.xml`. */
export async function downloadRunFile(run: { id: number; batch_id: string | null }): Promise<void> {
  const xml = await adminRaw({ method: 'GET', url: `/admin/payouts/runs/${run.id}/file`, responseType: 'text' });
  saveFile([String(xml)], 'application/xml;charset=utf-8', `${run.batch_id ?? `auszahlungslauf-${run.id}`}.xml`);
}
