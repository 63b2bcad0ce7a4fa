import { adminCall } from '../../../lib/adminApi';
import type { EditorCookies } from './types';

/** `GET /admin/content/site/cookies`: the banner's texts, the categories and the consent version. */
export async function getCookieSettings(): Promise<EditorCookies> {
  return (await adminCall<EditorCookies>({ method: 'GET', url: '/admin/content/site/cookies' })).data;
}
