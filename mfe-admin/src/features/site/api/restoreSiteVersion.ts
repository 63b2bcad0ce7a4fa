import { adminCall } from '../../../lib/adminApi';
import type { EditorCookies, EditorMenus } from './types';

/**
 * `POST /admin/content/site/menus/versions/{version}/restore { based_on_version }`: a new save with that version's
 * menus; 409 when someone saved since `basedOnVersion`.
 */
export async function restoreMenusVersion(version: number, basedOnVersion: number): Promise<EditorMenus> {
  const url = `/admin/content/site/menus/versions/${version}/restore`;
  return (await adminCall<EditorMenus>({ method: 'POST', url, data: { based_on_version: basedOnVersion } })).data;
}

/** The same for the cookie texts; `askAgain` raises the consent version (visitors are asked again). */
export async function restoreCookiesVersion(version: number, basedOnVersion: number, askAgain: boolean): Promise<EditorCookies> {
  const url = `/admin/content/site/cookies/versions/${version}/restore`;
  return (await adminCall<EditorCookies>({ method: 'POST', url, data: { based_on_version: basedOnVersion, ask_again: askAgain } })).data;
}
