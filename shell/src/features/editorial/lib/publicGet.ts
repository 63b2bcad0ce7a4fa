import { failureOf, getConfig, messages, type Envelope } from '@marktplatz/shared';

/** A public GET on the main base: the envelope, or a rejection with the server's data or `Something went wrong`. */
export async function publicGet<T>(
  url: string,
  signal?: AbortSignal,
  params?: Record<string, string | number | undefined>,
): Promise<Envelope<T>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
  const base = getConfig().API_BASE.replace(/\/+$/, '');
  const search = query.toString();
  let response: Response;
  try {
    response = await fetch(`${base}${url}${search ? `?${search}` : ''}`, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw messages.somethingWentWrong;
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(body);
  if (!body || typeof body !== 'object') throw messages.somethingWentWrong;
  return body as Envelope<T>;
}
