import { seedOnboarding } from '../../db/seed/onboarding';
import { defineJob } from '../../infra/queue';
import type { DomainModule } from '../types';
import routes from './routes';
import { markAccountEnded, PURGE_JOB, purgeExpired } from './service';

defineJob(PURGE_JOB, async (_job, tx, { config }) => {
  await purgeExpired(tx, config);
});

/** Must stay last in `modules/index.ts`: its seed verifies the providers the other seeds created. */
export const onboardingModule: DomainModule = {
  name: 'onboarding',
  routes,
  seed: (db) => seedOnboarding(db),
  eraseUser: (tx, user) => markAccountEnded(tx, user.id),
};
