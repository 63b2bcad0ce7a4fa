/**
 * Response schemas of the editorial REST routes (`routes.ts`): they document each answer in the OpenAPI document,
 * from which `npm run contract` generates the front end's types. A route with a response schema sends only the
 * fields named here — keep them equal to what `editorial-service.ts` returns.
 */
import { z } from 'zod';
import { CONTENT_FORMATS } from '../../db/schema/content';
import { wireSchema } from '../../http/contract';
import { namedSchema, postSummarySchema } from './editorial-service';

const nullableText = z.string().nullable();

/** A banner of the landing page or the „Anbieter werden“ page. */
export const editorialBannerSchema = wireSchema(
  'EditorialBanner',
  z.object({
    id: z.number().int(),
    title: z.string(),
    subtitle: nullableText,
    image: z.string(),
    image_mobile: nullableText,
    alt_text: z.string(),
    button_text: nullableText,
    button_url: nullableText,
  }),
);

export const widgetItemSchema = wireSchema(
  'WidgetItem',
  z.object({
    title: z.string(),
    text: z.string(),
    icon: z.string().optional(),
    image: z.string().optional(),
    /** The WebP sizes of a media library picture (`… 480w, … 960w`) and its width and height, when it has them. */
    image_srcset: z.string().optional(),
    image_width: z.number().int().optional(),
    image_height: z.number().int().optional(),
    url: z.string().optional(),
  }),
);

export const widgetSchema = wireSchema(
  'Widget',
  z.object({
    id: z.number().int(),
    key: z.string(),
    title: z.string(),
    subtitle: nullableText,
    content: nullableText,
    button_text: nullableText,
    button_url: nullableText,
    items: z.array(widgetItemSchema),
  }),
);

/** The SEO entry of a page (editor's title and description). */
export const seoEntrySchema = wireSchema(
  'SeoEntry',
  z.object({
    type: z.string(),
    slug: z.string(),
    is_meta: z.boolean(),
    meta_title: z.string(),
    meta_description: z.string(),
    meta_tag: z.string(),
    tags: z.array(z.string()),
    og_image: nullableText,
  }),
);

export const latestProviderSchema = wireSchema(
  'LatestProvider',
  z.object({
    id: z.number().int(),
    company_name: z.string(),
    slug: z.string(),
    city: z.string(),
    avatar: nullableText,
    created_at: z.string(),
  }),
);

export const homepageSchema = z.object({
  banners: z.array(editorialBannerSchema),
  widgets: z.array(widgetSchema),
  news: z.array(postSummarySchema),
  providers: z.array(latestProviderSchema),
  seo: seoEntrySchema.nullable(),
});

/** An editor's sticky layer: one bar at the bottom of a page. */
export const stickyLayerSchema = wireSchema(
  'StickyLayerEntry',
  z.object({
    id: z.number().int(),
    page: z.string(),
    title: z.string(),
    content: z.string(),
    button_text: nullableText,
    button_url: nullableText,
    position: z.number().int(),
  }),
);

export const becomeProviderSchema = z.object({
  banners: z.array(editorialBannerSchema),
  widgets: z.array(widgetSchema),
  package_text: z
    .object({
      id: z.number().int(),
      key: z.string(),
      title: z.string(),
      subtitle: nullableText,
      content: z.string(),
      button_text: nullableText,
      button_url: nullableText,
      image: nullableText,
      updated_at: z.string(),
    })
    .nullable(),
  seo: seoEntrySchema.nullable(),
  sticky_layers: z.array(stickyLayerSchema),
});

const pageSummaryShape = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: nullableText,
  is_template: z.boolean(),
  url: z.string(),
  updated_at: z.string(),
};

export const pageSummarySchema = z.object(pageSummaryShape);

export const withdrawalFormSchema = wireSchema(
  'WithdrawalForm',
  z.object({ title: z.string(), intro: z.string(), recipient: z.string(), lines: z.array(z.string()), footnote: z.string() }),
);

export const contentPageSchema = z.object({
  ...pageSummaryShape,
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  withdrawal_form: withdrawalFormSchema.nullable(),
  /** `text` (paragraphs, `## ` headings, `- ` items) or `html` (saved by an editor, sanitised on the server). */
  content_format: z.enum(CONTENT_FORMATS),
});

const linkSchema = z.object({ label: z.string(), url: z.string() });

export const layoutSchema = z.object({
  header: z.array(linkSchema),
  footer: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
  legal: z.array(linkSchema),
  /** The operator's contact entries (company, street, postal_code, city, phone, email, and what the editor adds). */
  contact: z.record(z.string(), z.string()),
  dispute_statement: z.string(),
  operator_demo: z.boolean(),
  /** The cookie consent version: a visitor's choice stored under another one counts as none (the banner asks again). */
  consent_version: z.number().int(),
});

export const categorySchema = namedSchema.extend({ posts_count: z.number().int() });

export const postSchema = postSummarySchema.extend({
  content: z.string(),
  related: z.array(postSummarySchema),
  seo: seoEntrySchema.nullable(),
  /** `text` or `html`, as on a content page. */
  content_format: z.enum(CONTENT_FORMATS),
});
