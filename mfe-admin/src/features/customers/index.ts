// The customers feature's public surface: its pages are mounted by the area's routes (`Area.tsx`), nothing else.
export type { CustomerDetail, CustomerListItem } from './api/types';
