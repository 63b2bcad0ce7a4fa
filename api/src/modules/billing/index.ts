import { seedBilling } from '../../db/seed/billing';
import type { DomainModule } from '../types';
import { scheduleNextCommissionRun } from './commission-jobs';
import { scheduleNextBillingRun } from './jobs';
import routes from './routes';
import { endSubscriptionsOf } from './subscriptions';

export const billingModule: DomainModule = {
  name: 'billing',
  routes,
  seed: async (db) => {
    await seedBilling(db);
    await scheduleNextBillingRun(db);
    await scheduleNextCommissionRun(db);
  },
  eraseUser: (tx, user) => endSubscriptionsOf(tx, user.id),
};
