import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { fields } from '../../http/validation';

/** Request and answer shapes of the shop categories' back office (`/admin/shop/categories…`). README „Kategorien im Backoffice“. */

export const adminCategorySchema = wireSchema(
  'AdminShopCategory',
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    level: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    position: z.number().int(),
    is_active: z.boolean(),
    retired_at: z.string().nullable(),
    /** Products that use the category (in one of their category levels or for cross-selling). */
    usage_count: z.number().int(),
  }),
);
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const parentId = fields
  .id()
  .nullish()
  .transform((value) => value ?? null);

export const categoryBody = z.object({
  name: fields.requiredText(120),
  description: fields.optionalText(1000),
  /** Only when creating: the category it is placed under (null or missing: a main category). */
  parent_id: parentId,
});
export type CategoryInput = z.infer<typeof categoryBody>;

export const categoryUpdateBody = categoryBody.omit({ parent_id: true });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateBody>;

export const categoryMoveBody = z.object({ parent_id: parentId });
