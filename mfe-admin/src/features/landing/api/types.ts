import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the landing lists (`api/src/modules/content/landing`), from the generated contract. */
export type LandingPages = ApiData<'/admin/content/landing', 'get'>;
export type LandingPageInfo = LandingPages[number];
export type LandingListInfo = LandingPageInfo['lists'][number];
export type LandingList = ApiData<'/admin/content/landing/{page}/{list}', 'get'>;
export type LandingItem = LandingList['items'][number];
export type LandingField = LandingList['fields'][number];
export type LandingItemBody = ApiRequestBody<'/admin/content/landing/{page}/{list}/items', 'post'>;
/** The entry as the form sends it (the version is added by the call). */
export type LandingItemInput = Omit<LandingItemBody, 'based_on_version'>;
export type LandingSections = ApiData<'/admin/content/landing/{page}/sections', 'get'>;
export type LandingSection = LandingSections['sections'][number];
export type LandingVersion = ApiData<'/admin/content/landing/{page}/{list}/versions', 'get'>[number];
