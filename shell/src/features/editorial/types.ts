/** The editorial pages' wire types, from the generated contract (`npm run contract`). */
import type { ApiData, NamedRef, PageMeta, PostSummary, WireShape } from '@marktplatz/shared';

export type Banner = WireShape<'EditorialBanner'>;
export type Widget = WireShape<'Widget'>;
export type WidgetItem = WireShape<'WidgetItem'>;
export type Named = NamedRef;
export type { PageMeta, PostSummary };
export type Post = ApiData<'/portal/post/{id}', 'get'>;
export type LatestProvider = WireShape<'LatestProvider'>;
export type Homepage = ApiData<'/homepageData', 'get'>;
export type BecomeProvider = ApiData<'/becomeProviderPage', 'get'>;
export type WithdrawalForm = WireShape<'WithdrawalForm'>;
export type ContentPageData = ApiData<'/api/pagedata/{slug}', 'get'>;
/** How a page's or post's `content` is written: seeded plain text or an editor's sanitised HTML. */
export type ContentFormat = ContentPageData['content_format'];
export type LayoutData = ApiData<'/layoutData', 'get'>;
export type PagePreview = ApiData<'/preview/pages/{slug}', 'get'>;
export type PostPreview = ApiData<'/preview/posts/{slug}', 'get'>;
/** Which saved version a preview shows and whether it is published. */
export type PreviewInfo = PagePreview['preview'];
export type StartPageLayout = ApiData<'/startPageLayout/{page}', 'get'>;
