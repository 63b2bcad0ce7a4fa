import { seedReference } from '../../db/seed/reference';
import type { DomainModule } from '../types';
import routes from './routes';

export const referenceModule: DomainModule = { name: 'reference', routes, seed: (db) => seedReference(db) };
