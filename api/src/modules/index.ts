import { accountModule } from './account';
import { addressModule } from './address';
import { contentModule } from './content';
import { dashboardModule } from './dashboard';
import { favouriteModule } from './favourite';
import { newsletterModule } from './newsletter';
import { notificationModule } from './notification';
import { outboxModule } from './outbox';
import { referenceModule } from './reference';
import { shopModule } from './shop';
import { reviewModule } from './review';
import { ordersModule } from './orders';
import { ledgerModule } from './ledger';
import { checkoutModule } from './checkout';
import { bundleModule } from './bundle';
import { shopProviderModule } from './shop/provider';
import { moderationModule } from './moderation';
import { leadsModule } from './leads';
import { propertiesModule } from './properties';
import { storesModule } from './stores';
import { vitalsModule } from './vitals';
import { foodModule } from './food';
import { chatModule } from './chat';
import { documentsModule } from './documents';
import { onboardingModule } from './onboarding';
import { billingModule } from './billing';
import { loansModule } from './loans';
import { staffModule } from './staff';
import { backofficeModule } from './backoffice';
import { disputesModule } from './disputes';
import { commissionModule } from './commission';
import { mediaModule } from './media';
import { releasesModule } from './releases';
import type { DomainModule } from './types';

/**
 * Every domain module, in seed order (a module's seed may use the rows of the ones before it).
 * Add one line per module (see api/README.md).
 */
export const modules: DomainModule[] = [
  accountModule,
  outboxModule,
  referenceModule,
  contentModule,
  addressModule,
  notificationModule,
  newsletterModule,
  shopModule,
  ordersModule,
  ledgerModule,
  checkoutModule,
  bundleModule,
  shopProviderModule,
  favouriteModule,
  reviewModule,
  moderationModule,
  leadsModule,
  propertiesModule,
  storesModule,
  dashboardModule,
  vitalsModule,
  foodModule,
  chatModule,
  billingModule,
  loansModule,
  documentsModule,
  staffModule,
  backofficeModule,
  disputesModule,
  commissionModule,
  mediaModule,
  releasesModule,
  // Last: its seed verifies the providers the seeds above created.
  onboardingModule,
];
