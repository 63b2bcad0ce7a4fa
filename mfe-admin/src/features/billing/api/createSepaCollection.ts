import { adminCall } from '../../../lib/adminApi';
import type { SepaCollection } from './types';

/** `POST /admin/billing/sepa-collection`: the pain.008 file of the due direct debits (its invoices count as paid). */
export async function createSepaCollection(): Promise<SepaCollection> {
  return (await adminCall<SepaCollection>({ method: 'POST', url: '/admin/billing/sepa-collection' })).data;
}

/** Saves the file in the browser (`<batch id>.xml`). */
export function downloadSepaFile(collection: SepaCollection): void {
  if (!collection.sepa_xml) return;
  const url = URL.createObjectURL(new Blob([collection.sepa_xml], { type: 'application/xml;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${collection.batch_id}.xml`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
