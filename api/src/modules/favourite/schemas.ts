import { z } from 'zod';
import { FAVOURITE_TYPES } from '../../db/schema/favourite';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { productCardSchema } from '../shop/public';

export const TYPE_MESSAGE = 'Favoriten gibt es nur für Produkte (product) und Anbieter (provider).';
export const ID_MESSAGE = 'Bitte geben Sie eine gültige ID an (eine positive ganze Zahl).';

const favouriteType = z.enum(FAVOURITE_TYPES, { error: TYPE_MESSAGE });

/** `12` or `"12"`: the heart buttons send what they have. */
const favouriteId = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE);

export const favouriteBody = z.object({ id: favouriteId, type: favouriteType });
export type FavouriteBody = z.infer<typeof favouriteBody>;

export const favouriteListQuery = pageQuery(12).extend({ type: favouriteType.default('product') });

export const favouriteIdsQuery = z.object({ type: favouriteType.default('product') });

export const addAnswerSchema = z.object({ id: z.number(), type: favouriteType, is_favourite: z.literal(true), created: z.boolean() });
export const removeAnswerSchema = z.object({ id: z.number(), type: favouriteType, is_favourite: z.literal(false), removed: z.boolean() });

/** A remembered product: the shop's product card, when it was remembered. */
export const favouriteProductCardSchema = wireSchema(
  'FavouriteProductCard',
  productCardSchema.extend({ type: z.literal('product'), added_at: z.string() }),
);

/** A remembered provider; `available` is false while its public page is hidden. */
export const favouriteProviderCardSchema = wireSchema(
  'FavouriteProviderCard',
  z.object({
    id: z.number(),
    type: z.literal('provider'),
    company_name: z.string(),
    slug: z.string(),
    city: z.string(),
    logo: z.string().nullable(),
    avg_rating: z.number(),
    total_review: z.number(),
    available: z.boolean(),
    added_at: z.string(),
  }),
);

/** One card of `/getFavourites`: products or providers, as `type` asked. */
export const favouriteCardSchema = z.discriminatedUnion('type', [favouriteProductCardSchema, favouriteProviderCardSchema]);
