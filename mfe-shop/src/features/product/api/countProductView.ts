import { http } from '@marktplatz/shared';

/** `POST /setProductViewCounts {slug}`: counts the view (trending). */
export async function countProductView(slug: string): Promise<void> {
  await http.post('setProductViewCounts', { slug });
}
