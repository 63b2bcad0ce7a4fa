import { z } from 'zod';
import { CONTENT_FORMATS, EDITABLE_CONTENT } from '../../../db/schema/content';
import { wireSchema } from '../../../http/contract';
import { fields, hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from '../../../http/validation';
import { namedSchema } from '../editorial-service';
import { contentPageSchema, postSchema } from '../schemas';

/** Request and answer shapes of the editors' back office (`/admin/content/…`). README „Redaktion (Back office)“. */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Die Adresse (Slug) darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.';
const BODY_MAX = 200_000;

const slug = fields
  .text()
  .trim()
  .max(120, 'Die Adresse (Slug) hat höchstens 120 Zeichen.')
  .refine((value) => value === '' || SLUG_PATTERN.test(value), SLUG_MESSAGE)
  .optional()
  .transform((value) => value || undefined);

const basedOnVersion = z.coerce
  .number({ error: 'Bitte geben Sie die Version an, auf der Ihre Änderung beruht.' })
  .int('Bitte geben Sie die Version an, auf der Ihre Änderung beruht.')
  .min(0, 'Bitte geben Sie die Version an, auf der Ihre Änderung beruht.');

const body = fields.text().max(BODY_MAX, `Der Text hat höchstens ${BODY_MAX.toLocaleString('de-DE')} Zeichen.`);

export const pageBody = z.object({
  title: fields.requiredText(200),
  subtitle: fields.optionalText(300),
  slug,
  content: body,
  meta_title: fields.optionalText(200),
  meta_description: fields.optionalText(300),
});
export type PageInput = z.infer<typeof pageBody>;
export const pageUpdateBody = pageBody.extend({ based_on_version: basedOnVersion });

export const postBody = z.object({
  title: fields.requiredText(200),
  slug,
  excerpt: fields.requiredText(500),
  content: body,
  image: fields.requiredText(500),
  image_alt: fields.text().trim().min(1, 'Bitte beschreiben Sie das Bild (Alternativtext).').max(300, 'Höchstens 300 Zeichen erlaubt.'),
  author: fields.optionalText(120),
  category_id: fields.id(),
  region_id: fields
    .id()
    .nullish()
    .transform((value) => value ?? null),
  meta_title: fields.optionalText(200),
  meta_description: fields.optionalText(300),
});
export type PostInput = z.infer<typeof postBody>;
export const postUpdateBody = postBody.extend({ based_on_version: basedOnVersion });

export const restoreBody = z.object({ based_on_version: basedOnVersion });

/** `publish_at`: an instant with its offset (the Berlin wall time as the form shows it, e.g. `2026-12-24T10:00:00+01:00`). */
export const publishBody = z.object({
  publish_at: z.iso
    .datetime({ offset: true, error: 'Bitte geben Sie Datum und Uhrzeit mit Zeitzone an (z. B. 2026-12-24T10:00:00+01:00).' })
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
});

export const listQuery = z.object({
  q: fields.text().trim().max(200, 'Höchstens 200 Zeichen erlaubt.').optional(),
});

const status = z.enum(['draft', 'scheduled', 'published']);

/** Who saved last and when (from the versions; `null` for seeded content never saved by an editor). */
const savedFields = {
  version: z.number().int(),
  saved_at: z.string().nullable(),
  saved_by: z.string().nullable(),
};

const publicationFields = {
  status,
  /** When visitors see it (UTC, ISO); `null` for a page published without a schedule or a draft. */
  publish_at: z.string().nullable(),
  content_format: z.enum(CONTENT_FORMATS),
  url: z.string(),
};

export const editorPageSchema = wireSchema(
  'EditorPage',
  z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    content: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    is_template: z.boolean(),
    ...publicationFields,
    ...savedFields,
  }),
);
export type EditorPage = z.infer<typeof editorPageSchema>;

export const editorPostSchema = wireSchema(
  'EditorPost',
  z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    content: z.string(),
    image: z.string(),
    image_alt: z.string(),
    author: z.string(),
    category: namedSchema,
    region: namedSchema.nullable(),
    meta_title: z.string(),
    meta_description: z.string(),
    ...publicationFields,
    ...savedFields,
  }),
);
export type EditorPost = z.infer<typeof editorPostSchema>;

export const editorListItemSchema = wireSchema(
  'EditorContentListItem',
  z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    status,
    publish_at: z.string().nullable(),
    url: z.string(),
    ...savedFields,
  }),
);
export type EditorListItem = z.infer<typeof editorListItemSchema>;

export const contentVersionSummarySchema = wireSchema(
  'ContentVersionSummary',
  z.object({
    version: z.number().int(),
    entity_type: z.enum(EDITABLE_CONTENT),
    entity_id: z.number().int(),
    saved_at: z.string(),
    saved_by: z.string().nullable(),
  }),
);
export type ContentVersionSummary = z.infer<typeof contentVersionSummarySchema>;

export const contentVersionSchema = wireSchema(
  'ContentVersion',
  contentVersionSummarySchema.extend({ data: z.record(z.string(), z.unknown()) }),
);
export type ContentVersion = z.infer<typeof contentVersionSchema>;

/** A preview link for staff (`POST …/{id}/preview`): the token and the site path that shows the saved version. */
export const previewLinkSchema = wireSchema(
  'ContentPreviewLink',
  z.object({
    token: z.string(),
    /** The site path with the token (`/page/<slug>?vorschau=…`, `/news/<slug>?vorschau=…`); open it on the shop's web address. */
    url: z.string(),
    version: z.number().int(),
    expires_at: z.string(),
  }),
);
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** What a preview answer adds to the visitors' page or post: which version it shows and its publication state. */
export const previewInfoSchema = wireSchema(
  'ContentPreviewInfo',
  z.object({
    version: z.number().int(),
    saved_at: z.string().nullable(),
    saved_by: z.string().nullable(),
    status,
    expires_at: z.string(),
  }),
);
export type PreviewInfo = z.infer<typeof previewInfoSchema>;

export const previewQuery = z.object({
  token: z
    .string({ error: 'Der Vorschau-Link ist unvollständig.' })
    .min(1, 'Der Vorschau-Link ist unvollständig.')
    .max(1000, 'Der Vorschau-Link ist ungültig.')
    .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE),
});

/** `GET /preview/pages/{slug}`: the visitors' page read of the saved version, with `preview`. */
export const pagePreviewSchema = wireSchema('ContentPagePreview', contentPageSchema.extend({ preview: previewInfoSchema }));
/** `GET /preview/posts/{slug}`: the visitors' post read of the saved version, with `preview`. */
export const postPreviewSchema = wireSchema('PostPreview', postSchema.extend({ preview: previewInfoSchema }));
