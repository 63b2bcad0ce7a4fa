import type { ApiData } from '@marktplatz/shared';

/** Favourite type of shop products. */
export const PRODUCT_FAVOURITE = 'product';

/** A remembered product on sale (one taken off sale is left out until it is listed again): the shop's card. */
export type FavouriteProduct = Extract<ApiData<'/getFavourites', 'get'>[number], { type: 'product' }>;
