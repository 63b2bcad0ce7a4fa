import { z } from 'zod';
import { FAVOURITE_TYPES } from '../../db/schema';
import { pageQuery } from '../../http/pagination';

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
