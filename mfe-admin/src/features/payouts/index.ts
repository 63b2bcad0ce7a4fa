// The payouts feature's public surface: its pages are mounted by the area's routes (`Area.tsx`); the layout links it.
export type { PayoutRequest, PayoutRun, PayoutRunDetail } from './api/types';
