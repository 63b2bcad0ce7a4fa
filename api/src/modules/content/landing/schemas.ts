import { z } from 'zod';
import { wireSchema } from '../../../http/contract';
import { fields } from '../../../http/validation';
import { stickyLayerSchema } from '../schemas';
import { LANDING_FIELDS, LANDING_KINDS, LANDING_PAGES } from './lists';

/** Request and answer shapes of the landing lists (`/admin/content/landing…`). README „Startseiten“. */

export const LANDING_MESSAGES = {
  listNotFound: 'Diese Liste der Startseite gibt es nicht.',
  itemNotFound: 'Diesen Eintrag gibt es in dieser Liste nicht.',
  widgetMissing: 'Dieser Abschnitt der Startseite fehlt in der Datenbank.',
  link: 'Bitte geben Sie als Link einen Pfad der Seite (z. B. /shop) oder eine Adresse mit http:// oder https:// an.',
  imageRequired: 'Bitte geben Sie ein Bild an.',
  imageAltRequired: 'Bitte beschreiben Sie das Bild (Alternativtext).',
  textRequired: 'Bitte geben Sie einen Text ein.',
  orderMismatch: 'Die Reihenfolge muss jeden Eintrag der Liste genau einmal nennen. Bitte laden Sie die Liste neu.',
  created: 'Der Eintrag wurde angelegt.',
  saved: 'Der Eintrag wurde gespeichert.',
  deleted: 'Der Eintrag wurde gelöscht.',
  reordered: 'Die Reihenfolge wurde gespeichert.',
  restored: 'Die Version wurde wiederhergestellt.',
  versionUnreadable: 'Diese Version lässt sich nicht wiederherstellen, sie passt nicht zu dieser Liste.',
  sectionsMismatch: 'Die Reihenfolge muss jeden Abschnitt der Seite genau einmal nennen. Bitte laden Sie die Seite neu.',
  srcset: 'Die Bildgrößen müssen Bilder aus unserem Speicher mit ihrer Breite (z. B. 480w) sein.',
  sectionsReordered: 'Die Reihenfolge der Abschnitte wurde gespeichert.',
} as const;

const basedOnVersion = z.coerce
  .number({ error: 'Bitte geben Sie die Version an, auf der Ihre Änderung beruht.' })
  .int('Bitte geben Sie die Version an, auf der Ihre Änderung beruht.')
  .min(0, 'Bitte geben Sie die Version an, auf der Ihre Änderung beruht.');

/** A path of the site (`/shop`, not `//host`) or an http(s) address. */
export function isLandingLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const link = fields
  .text()
  .trim()
  .max(500, 'Der Link hat höchstens 500 Zeichen.')
  .refine((value) => value === '' || isLandingLink(value), LANDING_MESSAGES.link)
  .nullish()
  .transform((value) => (value ? value : null));

export const landingItemBody = z.object({
  title: fields.text().trim().min(1, 'Bitte geben Sie einen Titel ein.').max(120, 'Der Titel hat höchstens 120 Zeichen.'),
  text: fields
    .text()
    .trim()
    .max(500, 'Der Text hat höchstens 500 Zeichen.')
    .nullish()
    .transform((value) => (value ? value : null)),
  image: fields.optionalText(500),
  image_alt: fields.optionalText(200),
  image_srcset: fields.optionalText(2000),
  image_width: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .nullish()
    .transform((value) => value ?? null),
  image_height: z
    .number()
    .int()
    .min(1)
    .max(10_000)
    .nullish()
    .transform((value) => value ?? null),
  link_text: fields.optionalText(60),
  link,
  active: z.boolean({ error: 'Bitte geben Sie an, ob der Eintrag sichtbar ist.' }).optional().default(true),
});
export type LandingItemInput = z.infer<typeof landingItemBody>;
export const landingItemWriteBody = landingItemBody.extend({ based_on_version: basedOnVersion });

export const landingOrderBody = z.object({
  based_on_version: basedOnVersion,
  ids: z
    .array(fields.id(), { error: 'Bitte geben Sie die Einträge in der neuen Reihenfolge an.' })
    .max(100, 'Eine Liste hat höchstens 100 Einträge.'),
});

export const landingVersionQuery = z.object({ based_on_version: basedOnVersion });
export const landingRestoreBody = z.object({ based_on_version: basedOnVersion });

const versionNumber = z.coerce
  .number({ error: 'Bitte geben Sie eine Versionsnummer an.' })
  .int('Bitte geben Sie eine Versionsnummer an.')
  .min(1, 'Bitte geben Sie eine Versionsnummer an.');

export const landingSectionsBody = z.object({
  based_on_version: basedOnVersion,
  keys: z
    .array(fields.text().trim().min(1).max(40, 'Höchstens 40 Zeichen erlaubt.'), {
      error: 'Bitte geben Sie die Abschnitte in der neuen Reihenfolge an.',
    })
    .max(40, 'Eine Seite hat höchstens 40 Abschnitte.'),
});

export const landingListParams = z.object({
  page: z.enum(LANDING_PAGES, { error: 'Diese Seite hat keine Listen.' }),
  list: fields.text().trim().min(1).max(40, 'Höchstens 40 Zeichen erlaubt.'),
});
export const landingItemParams = landingListParams.extend({ id: fields.id() });
export const landingListVersionParams = landingListParams.extend({ version: versionNumber });
export const landingPageParams = z.object({ page: z.enum(LANDING_PAGES, { error: 'Diese Seite hat keine Abschnitte.' }) });
export const landingPageVersionParams = landingPageParams.extend({ version: versionNumber });

export const landingItemSchema = wireSchema(
  'LandingItem',
  z.object({
    id: z.number().int(),
    title: z.string(),
    text: z.string().nullable(),
    image: z.string().nullable(),
    image_alt: z.string().nullable(),
    /** A tile's media library picture: its WebP sizes and its width and height (else null). */
    image_srcset: z.string().nullable().optional(),
    image_width: z.number().int().nullable().optional(),
    image_height: z.number().int().nullable().optional(),
    link_text: z.string().nullable(),
    link: z.string().nullable(),
    active: z.boolean(),
  }),
);
export type LandingItem = z.infer<typeof landingItemSchema>;

const listInfo = {
  page: z.enum(LANDING_PAGES),
  key: z.string(),
  kind: z.enum(LANDING_KINDS),
  title: z.string(),
  hint: z.string(),
  fields: z.array(z.enum(LANDING_FIELDS)),
};

/** One list with its entries in the visitors' order and its saved state (the version a change is based on). */
export const landingListSchema = wireSchema(
  'LandingList',
  z.object({
    ...listInfo,
    page_url: z.string(),
    version: z.number().int(),
    saved_at: z.string().nullable(),
    saved_by: z.string().nullable(),
    items: z.array(landingItemSchema),
  }),
);
export type LandingListState = z.infer<typeof landingListSchema>;

/** The pages with their lists (without entries): what the back office offers. */
export const landingPagesSchema = wireSchema(
  'LandingPages',
  z.array(z.object({ page: z.enum(LANDING_PAGES), title: z.string(), url: z.string(), lists: z.array(z.object(listInfo)) })),
);
export type LandingPages = z.infer<typeof landingPagesSchema>;

/** The sections of a start page in the visitors' order, with the order's saved state. */
export const landingSectionsSchema = wireSchema(
  'LandingSections',
  z.object({
    page: z.enum(LANDING_PAGES),
    page_url: z.string(),
    version: z.number().int(),
    saved_at: z.string().nullable(),
    saved_by: z.string().nullable(),
    sections: z.array(z.object({ key: z.string(), title: z.string() })),
  }),
);
export type LandingSectionsState = z.infer<typeof landingSectionsSchema>;

/** What a start page needs beside its content: the order of its sections and its active sticky layers. */
export const startPageSchema = wireSchema(
  'StartPageLayout',
  z.object({ sections: z.array(z.string()), sticky_layers: z.array(stickyLayerSchema) }),
);
export type StartPageLayout = z.infer<typeof startPageSchema>;
