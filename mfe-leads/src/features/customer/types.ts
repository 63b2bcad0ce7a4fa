/** The customer screens' wire shapes, named from the generated contract (`npm run contract`); none is written by hand. */
import type { ApiData, WireShape } from '@marktplatz/shared';

export type CustomerInquiry = ApiData<'/api/customer/leads', 'get'>[number];
export type CustomerOffer = ApiData<'/api/customer/offers', 'get'>[number];
export type OfferDetail = WireShape<'OfferDetail'>;
