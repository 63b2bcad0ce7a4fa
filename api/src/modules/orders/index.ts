import type { DomainModule } from '../types';
import { resolvers, schema } from './graphql';
import routes from './routes';
import { refuseEndWithOpenOrders } from './withdrawal';

export { createOrders, hasPurchased, providerOrderFigures, providerOrderTotalCents, recordPaymentReceived } from './service';
export type { CreateOrdersInput, OrderWithVendors } from './service';

export const ordersModule: DomainModule = {
  name: 'orders',
  routes,
  graphql: { schema, resolvers },
  withdrawProvider: (tx, providerId, reason) => refuseEndWithOpenOrders(tx, providerId, reason),
};
