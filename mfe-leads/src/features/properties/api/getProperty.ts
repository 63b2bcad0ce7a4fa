import { type Envelope, http } from '@marktplatz/shared';
import type { PropertyDetail } from '../types';

/** `GET api/propertyBySlug`: one property. */
export async function getProperty(slug: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return (await http.get<Envelope<PropertyDetail>>('api/propertyBySlug', { params: { slug }, signal })).data.data;
}
