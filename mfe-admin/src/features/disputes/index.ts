// The disputes feature's public surface: its pages are mounted by the area's routes (`Area.tsx`); the layout links it.
export type { AdminDispute, AdminDisputeDetail } from './api/types';
