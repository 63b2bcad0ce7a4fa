import type { DocumentType } from './api/documents';
import { formatGermanNumber } from '@marktplatz/shared';

/** The kinds of an own document, in the order the filter and the forms offer them. */
export const DOCUMENT_TYPES: readonly DocumentType[] = ['contract', 'invoice', 'offer', 'plan', 'photo', 'other'];

/** A byte count as the page shows it (German). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatGermanNumber(bytes / 1024, { maximumFractionDigits: 0 })} KB`;
  return `${formatGermanNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`;
}
