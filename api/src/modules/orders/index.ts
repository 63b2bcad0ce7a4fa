import type { DomainModule } from '../types';
import { resolvers, schema } from './graphql';
import routes from './routes';
// The finance calls' wire shapes (contract names FinanceTransactionReport, FinanceCalculation) before their routes exist.
import './finance-schemas';

export { createOrders, hasPurchased, providerOrderFigures, providerOrderTotalCents, recordPaymentReceived } from './service';
export type { CreateOrdersInput, OrderWithVendors } from './service';

export const ordersModule: DomainModule = { name: 'orders', routes, graphql: { schema, resolvers } };
