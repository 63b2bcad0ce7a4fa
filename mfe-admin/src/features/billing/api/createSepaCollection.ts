import { adminCall } from '../../../lib/adminApi';
import { saveFile } from '../../../lib/saveFile';
import type { SepaCollection } from './types';

/** `POST /admin/billing/sepa-collection`: the pain.008 file of the due direct debits (its invoices count as paid). */
export async function createSepaCollection(): Promise<SepaCollection> {
  return (await adminCall<SepaCollection>({ method: 'POST', url: '/admin/billing/sepa-collection' })).data;
}

/** Saves the file in the browser (`<batch id>.xml`). */
export function downloadSepaFile(collection: SepaCollection): void {
  if (!collection.sepa_xml) return;
  saveFile([collection.sepa_xml], 'application/xml;charset=utf-8', `${collection.batch_id}.xml`);
}
