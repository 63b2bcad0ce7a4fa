import type { DomainModule } from '../types';
import routes from './routes';
import { seedLeads } from './seed';

export const leadsModule: DomainModule = { name: 'leads', routes, seed: (db) => seedLeads(db) };
