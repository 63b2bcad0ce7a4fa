import { seedAccounts } from '../../db/seed/account';
import type { DomainModule } from '../types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import customerRoutes from './customer-routes';
import accountRoutes from './routes';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(customerRoutes);
};

export const accountModule: DomainModule = { name: 'account', routes, seed: seedAccounts };
