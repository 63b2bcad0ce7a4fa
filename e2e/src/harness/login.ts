import type { BrowserContext } from 'playwright-core';
import { SHELL_ORIGIN } from './areas.js';
import { API_ORIGIN } from './api.js';

/** Demo logins of the seed data (ARCHITECTURE.md "Fixed points"). */
export const DEMO_CUSTOMER = { email: 'kunde@example.com', password: 'Marktplatz2026!' } as const;

interface LoginData {
  token: string;
  role: string;
  user_id: number | string;
  [key: string]: unknown;
}

/**
 * Logs the demo customer in against the real API and puts the session into the shell origin's local storage
 * before the page starts (as the login screen would). Returns false when the API refuses or is not there.
 */
export async function signInAsCustomer(context: BrowserContext): Promise<boolean> {
  let data: LoginData | undefined;
  try {
    const response = await fetch(`${API_ORIGIN}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CUSTOMER),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { status?: boolean; data?: LoginData };
    if (response.ok && body.status && body.data?.token) data = body.data;
  } catch {
    return false;
  }
  if (!data) return false;
  await context.addInitScript(
    ({ origin, login }) => {
      if (window.location.origin !== origin || window.localStorage.getItem('accessToken')) return;
      window.localStorage.setItem('accessToken', login.token);
      window.localStorage.setItem('user_id', String(login.user_id));
      window.localStorage.setItem('role', login.role === 'User' || login.role === 'Customer' ? 'Customer' : 'Business');
      const { token: _token, ...user } = login;
      window.localStorage.setItem('profile', JSON.stringify(user));
    },
    { origin: SHELL_ORIGIN, login: data },
  );
  return true;
}
