// The billing feature's public surface: its page is mounted by the area's routes (`Area.tsx`), nothing else.
export type { AdminInvoice, AdminSubscription, BillingRun } from './api/types';
