import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the editors' menus and cookie texts (`api/src/modules/content/site`), from the generated contract. */
export type EditorMenus = ApiData<'/admin/content/site/menus', 'get'>;
export type MenusUpdate = ApiRequestBody<'/admin/content/site/menus', 'put'>;
export type MenuEntry = EditorMenus['header'][number];
export type FooterEntry = EditorMenus['footer'][number];
export type EditorCookies = ApiData<'/admin/content/site/cookies', 'get'>;
export type CookiesUpdate = ApiRequestBody<'/admin/content/site/cookies', 'put'>;
export type CookieCategory = EditorCookies['categories'][number];
export type ContentPageItem = ApiData<'/admin/content/pages', 'get'>[number];
/** The two sets that are saved as versions. */
export type SiteSet = 'menus' | 'cookies';
export type SiteVersionSummary = ApiData<'/admin/content/site/menus/versions', 'get'>[number];
