import { z } from 'zod';
import { wireSchema } from '../../../http/contract';
import { fields } from '../../../http/validation';

/**
 * Request and answer shapes of the editors' menus, footer and cookie texts (`/admin/content/site/…`).
 * README „Navigation, Fußzeile und Cookie-Texte (Back office)“.
 */

export const SITE_MESSAGES = {
  urlUnsafe: 'Bitte geben Sie eine Adresse auf dem Marktplatz (beginnt mit „/“) oder eine sichere Web-Adresse (beginnt mit „https://“) an.',
  labelMissing: 'Bitte geben Sie eine Beschriftung ein.',
  columnMissing: 'Bitte geben Sie die Spalte der Fußzeile an.',
  tooMany: (max: number) => `Höchstens ${max} Einträge erlaubt.`,
  askAgainMissing: 'Bitte beantworten Sie, ob Besucher erneut gefragt werden müssen.',
  categoryUnknown: 'Diese Cookie-Kategorie gibt es nicht.',
  categoryTwice: 'Jede Cookie-Kategorie darf nur einmal vorkommen.',
  menusSaved: 'Navigation und Fußzeile wurden gespeichert.',
  cookiesSaved: 'Die Cookie-Texte wurden gespeichert.',
  cookiesSavedAskAgain: 'Die Cookie-Texte wurden gespeichert. Besucher werden beim nächsten Besuch erneut gefragt.',
} as const;

/** A link visitors may follow: a path on the marketplace (`/…`, not `//…`) or an `https://` address. */
export function isSafeLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && value.toLowerCase().startsWith('https://');
  } catch {
    return false;
  }
}

const link = fields.text().trim().max(500, 'Höchstens 500 Zeichen erlaubt.').refine(isSafeLink, SITE_MESSAGES.urlUnsafe);
const label = fields.text().trim().min(1, SITE_MESSAGES.labelMissing).max(80, 'Höchstens 80 Zeichen erlaubt.');
const isActive = z.boolean().optional().default(true);

const menuEntry = z.object({ label, url: link, is_active: isActive });
const footerEntry = menuEntry.extend({
  column: fields.text().trim().min(1, SITE_MESSAGES.columnMissing).max(60, 'Höchstens 60 Zeichen erlaubt.'),
});

const basedOnVersion = z.coerce
  .number({ error: 'Bitte geben Sie die Version an, auf der Ihre Änderung beruht.' })
  .int('Bitte geben Sie die Version an, auf der Ihre Änderung beruht.')
  .min(0, 'Bitte geben Sie die Version an, auf der Ihre Änderung beruht.');

/** The menus in their order: the header's entries, the footer's links (grouped by column), the legal links. */
export const menusBody = z.object({
  header: z.array(menuEntry).max(12, SITE_MESSAGES.tooMany(12)),
  footer: z.array(footerEntry).max(40, SITE_MESSAGES.tooMany(40)),
  legal: z.array(menuEntry).max(12, SITE_MESSAGES.tooMany(12)),
});
export type MenusInput = z.infer<typeof menusBody>;
export const menusUpdateBody = menusBody.extend({ based_on_version: basedOnVersion });

const savedShape = {
  /** The number of the latest save (0: nobody has saved since the seed). */
  version: z.number().int(),
  saved_at: z.string().nullable(),
  saved_by: z.string().nullable(),
};

const menuEntrySchema = z.object({ label: z.string(), url: z.string(), is_active: z.boolean() });
export const editorMenusSchema = wireSchema(
  'EditorMenus',
  z.object({
    header: z.array(menuEntrySchema),
    footer: z.array(menuEntrySchema.extend({ column: z.string() })),
    legal: z.array(menuEntrySchema),
    ...savedShape,
  }),
);
export type EditorMenus = z.infer<typeof editorMenusSchema>;

const text = (max: number) => fields.requiredText(max);

const cookieEntry = z.object({
  name: text(120),
  provider: text(200),
  purpose: text(1000),
  duration: text(120),
  storage: fields.text().trim().max(60, 'Höchstens 60 Zeichen erlaubt.').optional().default('Cookie'),
});

export const cookiesBody = z.object({
  banner: z.object({
    title: text(200),
    content: text(2000),
    accept_all_text: text(60),
    accept_selected_text: text(60),
    reject_text: text(60),
    settings_text: text(60),
    privacy_url: link,
    imprint_url: link,
  }),
  /** The categories in their order (keys as they exist; a category is neither added nor removed here). */
  categories: z
    .array(
      z.object({
        key: fields.text().trim().min(1, SITE_MESSAGES.categoryUnknown).max(60),
        name: text(80),
        description: text(2000),
        contents: z.array(cookieEntry).max(50, SITE_MESSAGES.tooMany(50)),
      }),
    )
    .max(10, SITE_MESSAGES.tooMany(10))
    .refine((list) => new Set(list.map((entry) => entry.key)).size === list.length, SITE_MESSAGES.categoryTwice),
});
export type CookiesInput = z.infer<typeof cookiesBody>;
export const cookiesUpdateBody = cookiesBody.extend({
  based_on_version: basedOnVersion,
  /** The editor's answer to „Müssen Besucher erneut gefragt werden?“: true raises the consent version. */
  ask_again: z.boolean({ error: SITE_MESSAGES.askAgainMissing }),
});

const cookieEntrySchema = z.object({
  name: z.string(),
  provider: z.string(),
  purpose: z.string(),
  duration: z.string(),
  storage: z.string(),
});

export const editorCookiesSchema = wireSchema(
  'EditorCookies',
  z.object({
    banner: z.object({
      title: z.string(),
      content: z.string(),
      accept_all_text: z.string(),
      accept_selected_text: z.string(),
      reject_text: z.string(),
      settings_text: z.string(),
      privacy_url: z.string(),
      imprint_url: z.string(),
    }),
    categories: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        description: z.string(),
        is_required: z.boolean(),
        contents: z.array(cookieEntrySchema),
      }),
    ),
    /** The version visitors' stored cookie choices are compared with (raised when the editor says so). */
    consent_version: z.number().int(),
    ...savedShape,
  }),
);
export type EditorCookies = z.infer<typeof editorCookiesSchema>;
