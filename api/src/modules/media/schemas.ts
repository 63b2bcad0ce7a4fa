import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields, hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from '../../http/validation';

/** Request and answer shapes of the media library (`/admin/media…`). README.md of this folder. */

export const ALT_TEXT_MESSAGE = 'Bitte beschreiben Sie das Bild (Alternativtext). Ohne Alternativtext können Sie es nicht speichern.';
const ALT_TEXT_MAX = 300;
const TITLE_MAX = 200;

const altText = z
  .string({ error: ALT_TEXT_MESSAGE })
  .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)
  .trim()
  .min(1, ALT_TEXT_MESSAGE)
  .max(ALT_TEXT_MAX, `Der Alternativtext hat höchstens ${ALT_TEXT_MAX} Zeichen.`);
const title = fields.optionalText(TITLE_MAX);

/** The text fields of an upload (the file comes as the multipart part `file`). */
export const uploadBody = z.object({ alt_text: altText, title });
export type UploadInput = z.infer<typeof uploadBody>;

/** A change: only the fields sent change (`title` empty or `null` removes the title). */
export const updateBody = z.object({
  alt_text: altText.optional(),
  title: fields.text().trim().max(TITLE_MAX, `Höchstens ${TITLE_MAX} Zeichen erlaubt.`).nullish(),
});
export type UpdateInput = z.infer<typeof updateBody>;

export const listQuery = pageQuery(24).extend({
  q: fields.text().trim().max(200, 'Höchstens 200 Zeichen erlaubt.').optional(),
});

const sizeSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  type: z.string(),
  size_bytes: z.number().int(),
});

export const mediaItemSchema = wireSchema(
  'MediaItem',
  z.object({
    id: z.number().int(),
    /** The original (re-encoded without metadata) in its format: the `src` and the fallback of a picture. */
    url: z.string(),
    file_name: z.string(),
    title: z.string().nullable(),
    alt_text: z.string(),
    mime_type: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    size_bytes: z.number().int(),
    /** The WebP sizes, narrowest first. */
    sizes: z.array(sizeSchema),
    /** `srcset` of the WebP sizes (`… 480w, … 960w`). */
    srcset: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type MediaItemDto = z.infer<typeof mediaItemSchema>;

export const pictureUseSchema = wireSchema(
  'MediaUse',
  z.object({
    kind: z.enum(['page', 'post', 'banner', 'hotspot', 'text', 'section', 'widget', 'seo']),
    id: z.number().int(),
    title: z.string(),
    field: z.string(),
    /** The back office's screen of the record, when it has one. */
    admin_path: z.string().nullable(),
  }),
);

export const mediaDetailSchema = wireSchema('MediaDetail', mediaItemSchema.extend({ used_in: z.array(pictureUseSchema) }));
export type MediaDetailDto = z.infer<typeof mediaDetailSchema>;
