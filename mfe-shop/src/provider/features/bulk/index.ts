/** Changing many products at once: the bulk price/stock dialog and the CSV import page. */
import { lazy } from 'react';
export { BulkEditDialog } from './components/BulkEditDialog';

export const ImportPage = lazy(() => import('./pages/ImportPage'));
