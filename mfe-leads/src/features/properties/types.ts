/** The property screens' wire shapes, named from the generated contract (`npm run contract`); none is written by hand. */
import type { WireShape } from '@marktplatz/shared';

export type PropertyCard = WireShape<'PropertyCard'>;
export type PropertyType = PropertyCard['property_type'];
export type PropertyDetail = WireShape<'PropertyDetail'>;
export type EnergyData = NonNullable<PropertyDetail['energy']>;
/** The finder's query (filters as typed, the sort and the page). */
export interface FinderQuery {
  type?: string;
  rooms_min?: string;
  area_min?: string;
  area_max?: string;
  price_max?: string;
  postal_code?: string;
  radius?: string;
  sort: string;
  page: number;
}
/** The body of `api/property_appointment`. */
export interface ViewingInput {
  property_id: number;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  message: string;
}
