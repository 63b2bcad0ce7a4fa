import { type ApiData, type Envelope, http } from '@marktplatz/shared';

/** `POST setWorldViewCounts`: counts a view of the category. */
export async function countWorldView(slug: string): Promise<Envelope<ApiData<'/setWorldViewCounts', 'post'>>> {
  return (await http.post<Envelope<ApiData<'/setWorldViewCounts', 'post'>>>('setWorldViewCounts', { slug })).data;
}
