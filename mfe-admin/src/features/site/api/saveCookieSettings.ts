import { adminCall } from '../../../lib/adminApi';
import type { CookiesUpdate, EditorCookies } from './types';

/** `PUT /admin/content/site/cookies`: `ask_again: true` raises the consent version (visitors are asked again). */
export async function saveCookieSettings(input: CookiesUpdate): Promise<EditorCookies> {
  return (await adminCall<EditorCookies>({ method: 'PUT', url: '/admin/content/site/cookies', data: input })).data;
}
