// The payouts feature's public surface: its pages are mounted by the area's routes (`Area.tsx`), the navigation
// shows its label.
export type { PayoutRequest, PayoutRun, PayoutRunDetail } from './api/types';

/** The navigation's label of `/admin/auszahlungen`. */
export const payoutsNavLabel = 'Auszahlungen';
