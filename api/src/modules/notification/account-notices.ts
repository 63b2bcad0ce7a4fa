import type { Executor } from '../../db/client';
import type { AccountEvent } from '../types';
import { notify } from './service';

/** The notice after any password change (reset link or account settings). */
const PASSWORD_CHANGED = {
  type: 'account',
  title: 'Ihr Passwort wurde geändert',
  body: 'Wenn Sie das nicht selbst waren, setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück und melden Sie sich bei uns.',
  /** Links the notice to the security settings. */
  data: { topic: 'password' },
} as const;

const WELCOME = {
  type: 'account',
  title: 'Willkommen beim Marktplatz',
  body: 'Ihre E-Mail-Adresse ist bestätigt, Ihr Konto ist aktiv.',
} as const;

/** The in-app notices of account events (`DomainModule.onAccountEvent`): welcome after confirming, password changed. */
export async function noticeAccountEvent(db: Executor, event: AccountEvent): Promise<void> {
  await notify(db, event.userId, event.type === 'email_confirmed' ? WELCOME : PASSWORD_CHANGED);
}
