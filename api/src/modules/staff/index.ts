import type { DomainModule } from '../types';
import routes from './routes';

/** The back office's ground: staff accounts, TOTP login, sessions, API tokens and the audit log (README.md). */
export const staffModule: DomainModule = { name: 'staff', routes };
