import type { DomainModule } from '../types';
import { resolvers, schema } from './graphql';
import routes from './routes';

export { createOrders, hasPurchased, providerOrderFigures, providerOrderTotalCents, recordPaymentReceived } from './service';
export type { CreateOrdersInput, OrderWithVendors } from './service';

export const ordersModule: DomainModule = { name: 'orders', routes, graphql: { schema, resolvers } };
