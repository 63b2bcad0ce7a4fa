/** The billing feature's public surface: its routed pages (the area's routes import them lazily by path). */
export type { Subscription, BillingInvoice } from './api/getSubscriptionInfo';
