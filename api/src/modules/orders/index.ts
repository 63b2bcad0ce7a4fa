import { registerContactSource } from '../chat/public';
import type { DomainModule } from '../types';
import { resolvers, schema } from './graphql';
import routes from './routes';
import { refuseEndWithOpenOrders } from './withdrawal';
import { exportCustomerOrders, pseudonymiseCustomerOrders } from './erasure';
import { orderNotificationLinks } from './notification-links';
import { orderCustomersOf } from './provider-reads';

// Whom a provider may write to in the chat: the customers who ordered from it.
registerContactSource('orders', { customersOf: orderCustomersOf });

export { createOrders, hasPurchased, providerOrderFigures, providerOrderTotalCents, recordPaymentReceived } from './service';
export type { CreateOrdersInput, OrderWithVendors } from './service';

export const ordersModule: DomainModule = {
  name: 'orders',
  routes,
  graphql: { schema, resolvers },
  withdrawProvider: (tx, providerId, reason) => refuseEndWithOpenOrders(tx, providerId, reason),
  // Orders and invoices are kept ten years (§ 147 AO, § 14b UStG): pseudonymised, invoices as issued in the retention store.
  eraseUser: (tx, user) => pseudonymiseCustomerOrders(tx, user),
  exportUser: (db, user) => exportCustomerOrders(db, user),
  notificationLinks: orderNotificationLinks,
};
