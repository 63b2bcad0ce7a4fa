import { adminCall } from '../../../lib/adminApi';
import type { EditorMenus, MenusUpdate } from './types';

/** `PUT /admin/content/site/menus`: the whole lists in their order; 409 when someone saved since `based_on_version`. */
export async function saveMenus(input: MenusUpdate): Promise<EditorMenus> {
  return (await adminCall<EditorMenus>({ method: 'PUT', url: '/admin/content/site/menus', data: input })).data;
}
