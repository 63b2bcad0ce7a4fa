import { adminCall } from '../../../lib/adminApi';
import type { EditorMenus } from './types';

/** `GET /admin/content/site/menus`: header, footer and legal links in their order, with the saved version. */
export async function getMenus(): Promise<EditorMenus> {
  return (await adminCall<EditorMenus>({ method: 'GET', url: '/admin/content/site/menus' })).data;
}
