import { seedOnboarding } from '../../db/seed/onboarding';
import { defineJob } from '../../infra/queue';
import { registerReferenceUsage } from '../reference/public';
import type { DomainModule } from '../types';
import routes from './routes';
import { markAccountEnded, PURGE_JOB, purgeExpired } from './service';
import { companyTypeUsage } from './reference-usage';

defineJob(PURGE_JOB, async (_job, tx, { config }) => {
  await purgeExpired(tx, config);
});

// Legal forms in use: the reference data's back office retires them instead of deleting them.
registerReferenceUsage('company_type', companyTypeUsage);

/** Must stay last in `modules/index.ts`: its seed verifies the providers the other seeds created. */
export const onboardingModule: DomainModule = {
  name: 'onboarding',
  routes,
  seed: (db) => seedOnboarding(db),
  eraseUser: (tx, user) => markAccountEnded(tx, user.id),
};
