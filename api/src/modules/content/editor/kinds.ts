import type { z } from 'zod';
import { EDITOR_MESSAGES, type EditorContext } from './editing';
import type { PreviewKind } from './preview-token';
import type { Executor } from '../../../db/client';
import {
  createEditorPage,
  deleteEditorPage,
  listEditorPages,
  publishEditorPage,
  readEditorPage,
  restoreEditorPage,
  unpublishEditorPage,
  updateEditorPage,
} from './pages';
import {
  createEditorPost,
  deleteEditorPost,
  listEditorPosts,
  publishEditorPost,
  readEditorPost,
  restoreEditorPost,
  unpublishEditorPost,
  updateEditorPost,
} from './posts';
import {
  editorPageSchema,
  editorPostSchema,
  pageBody,
  pageUpdateBody,
  postBody,
  postUpdateBody,
  type EditorListItem,
  type EditorPage,
  type EditorPost,
  type PageInput,
  type PostInput,
} from './schemas';

/**
 * What the editors' routes differ in between pages and news posts: the address segment, the schemas, the OpenAPI
 * summaries, the messages and the service functions. `routes.ts` registers the same routes for each kind.
 */
export interface EditorKind<
  Body extends z.ZodType,
  UpdateBody extends z.ZodType,
  Item extends { id: number; slug: string; status: string },
> {
  /** `/admin/content/<segment>`. */
  segment: 'pages' | 'posts';
  type: PreviewKind;
  schema: z.ZodType<Item>;
  body: Body;
  updateBody: UpdateBody;
  summary: {
    list: string;
    create: string;
    read: string;
    update: string;
    remove: string;
    publish: string;
    unpublish: string;
    versions: string;
    version: string;
  };
  messages: { created: string; saved: string; deleted: string; restored: string };
  list: (db: Executor, q?: string) => Promise<EditorListItem[]>;
  create: (context: EditorContext, input: z.output<Body>) => Promise<Item>;
  read: (db: Executor, id: number) => Promise<Item>;
  update: (context: EditorContext, id: number, input: z.output<Body>, basedOn: number) => Promise<Item>;
  remove: (context: EditorContext, id: number) => Promise<void>;
  publish: (context: EditorContext, id: number, publishAt: Date | null) => Promise<Item>;
  unpublish: (context: EditorContext, id: number) => Promise<Item>;
  restore: (context: EditorContext, id: number, version: number, basedOn: number) => Promise<Item>;
}

export const pageKind: EditorKind<typeof pageBody, typeof pageUpdateBody, EditorPage> = {
  segment: 'pages',
  type: 'page',
  schema: editorPageSchema,
  body: pageBody,
  updateBody: pageUpdateBody,
  summary: {
    list: 'Inhaltsseiten (auch Entwürfe und geplante), Suche in Titel und Adresse',
    create: 'Inhaltsseite anlegen (Entwurf, Version 1)',
    read: 'Inhaltsseite zum Bearbeiten (Text als HTML, Version, Veröffentlichung)',
    update: 'Inhaltsseite speichern (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
    remove: 'Inhaltsseite löschen (Rechtstexte nicht)',
    publish: 'Inhaltsseite sofort oder geplant veröffentlichen (publish_at mit Zeitzone)',
    unpublish: 'Inhaltsseite offline nehmen',
    versions: 'Versionen einer Inhaltsseite, neueste zuerst',
    version: 'Eine Version einer Inhaltsseite mit ihrem vollständigen Inhalt',
  },
  messages: {
    created: EDITOR_MESSAGES.pageCreated,
    saved: EDITOR_MESSAGES.pageSaved,
    deleted: EDITOR_MESSAGES.pageDeleted,
    restored: EDITOR_MESSAGES.pageRestored,
  },
  list: listEditorPages,
  create: createEditorPage,
  read: readEditorPage,
  update: (context, id, input: PageInput, basedOn) => updateEditorPage(context, id, input, basedOn),
  remove: deleteEditorPage,
  publish: publishEditorPage,
  unpublish: unpublishEditorPage,
  restore: restoreEditorPage,
};

export const postKind: EditorKind<typeof postBody, typeof postUpdateBody, EditorPost> = {
  segment: 'posts',
  type: 'post',
  schema: editorPostSchema,
  body: postBody,
  updateBody: postUpdateBody,
  summary: {
    list: 'Newsbeiträge (auch Entwürfe und geplante), neueste zuerst, Suche in Titel und Adresse',
    create: 'Newsbeitrag anlegen (Entwurf, Version 1)',
    read: 'Newsbeitrag zum Bearbeiten (Text als HTML, Version, Veröffentlichung)',
    update: 'Newsbeitrag speichern (neue Version; 409, wenn inzwischen jemand anderes gespeichert hat)',
    remove: 'Newsbeitrag löschen',
    publish: 'Newsbeitrag sofort oder geplant veröffentlichen (publish_at mit Zeitzone)',
    unpublish: 'Newsbeitrag offline nehmen',
    versions: 'Versionen eines Newsbeitrags, neueste zuerst',
    version: 'Eine Version eines Newsbeitrags mit ihrem vollständigen Inhalt',
  },
  messages: {
    created: EDITOR_MESSAGES.postCreated,
    saved: EDITOR_MESSAGES.postSaved,
    deleted: EDITOR_MESSAGES.postDeleted,
    restored: EDITOR_MESSAGES.postRestored,
  },
  list: listEditorPosts,
  create: createEditorPost,
  read: readEditorPost,
  update: (context, id, input: PostInput, basedOn) => updateEditorPost(context, id, input, basedOn),
  remove: deleteEditorPost,
  publish: publishEditorPost,
  unpublish: unpublishEditorPost,
  restore: restoreEditorPost,
};
