import type { ApiData, WireShape } from '@marktplatz/shared';

/** A dish's food data (`GET /food/dish`). */
export type DishInfo = ApiData<'/food/dish', 'get'>;

/**
 * A category of any level (`ShopCategory`). The editor's catalog shapes name the contract's: only the fields the
 * selects read, so a test or a fallback can give the short form.
 */
export type Option = Pick<WireShape<'ShopCategory'>, 'id' | 'name'>;
