import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerContactSource } from '../chat/public';
import type { DomainModule } from '../types';
import inquiryRoutes from './inquiry-routes';
import leadRouteRoutes from './routes';
import { seedLeads } from '../../db/seed/leads';
import { leadsSitemap } from './sitemap';
import { reinstateProviderLeads, withdrawProviderLeads } from './withdrawal';
import { eraseUserInquiries, exportUserInquiries } from './data-export';
import { leadNotificationLinks } from './notification-links';
import { leadCustomersOf } from './chat-contacts';

// Whom a provider may write to in the chat: the customers it has a lead or an offer with.
registerContactSource('leads', { customersOf: leadCustomersOf });

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(leadRouteRoutes);
  await app.register(inquiryRoutes);
};

export const leadsModule: DomainModule = {
  name: 'leads',
  routes,
  seed: (db) => seedLeads(db),
  sitemap: leadsSitemap,
  withdrawProvider: (tx, providerId, _reason, { config }) => withdrawProviderLeads(tx, providerId, config),
  reinstateProvider: (tx, providerId) => reinstateProviderLeads(tx, providerId),
  eraseUser: (tx, user) => eraseUserInquiries(tx, user),
  exportUser: (db, user) => exportUserInquiries(db, user),
  notificationLinks: leadNotificationLinks,
};
