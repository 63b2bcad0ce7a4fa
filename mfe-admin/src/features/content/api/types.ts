import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the editors' routes (`api/src/modules/content/editor`), from the generated contract. */
export type ContentKind = 'pages' | 'posts';
export type ContentListItem = ApiData<'/admin/content/pages', 'get'>[number];
export type ContentStatus = ContentListItem['status'];
export type EditorPage = ApiData<'/admin/content/pages/{id}', 'get'>;
export type EditorPost = ApiData<'/admin/content/posts/{id}', 'get'>;
export type ContentOf<K extends ContentKind> = K extends 'pages' ? EditorPage : EditorPost;
export type PageInput = ApiRequestBody<'/admin/content/pages', 'post'>;
export type PostInput = ApiRequestBody<'/admin/content/posts', 'post'>;
export type InputOf<K extends ContentKind> = K extends 'pages' ? PageInput : PostInput;
export type VersionSummary = ApiData<'/admin/content/pages/{id}/versions', 'get'>[number];
export type ContentVersion = ApiData<'/admin/content/pages/{id}/versions/{version}', 'get'>;
export type NewsCategory = ApiData<'/portal/categorys', 'get'>[number];
export type Region = ApiData<'/regions', 'get'>[number];
export type PreviewLink = ApiData<'/admin/content/pages/{id}/preview', 'post'>;
