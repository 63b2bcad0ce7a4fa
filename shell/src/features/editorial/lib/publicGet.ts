import { failureOf, getConfig, messages, type Envelope } from '@marktplatz/shared';

/**
 * The answer the production server wrote into the page for a public GET without parameters
 * (`window.__marktplatzRest`, `scripts/first-answers.mjs`: the news article), taken once — the first view needs no
 * request; a later visit asks the API.
 */
export function takeServerAnswer<T>(url: string): Envelope<T> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answers = (window as { __marktplatzRest?: Record<string, unknown> }).__marktplatzRest;
  if (!answers || typeof answers !== 'object' || !(url in answers)) return undefined;
  const body = answers[url];
  delete answers[url];
  return body && typeof body === 'object' && (body as { status?: unknown }).status === true ? (body as Envelope<T>) : undefined;
}

/** A public GET on the main base: the envelope, or a rejection with the server's data or `Something went wrong`. */
export async function publicGet<T>(
  url: string,
  signal?: AbortSignal,
  params?: Record<string, string | number | undefined>,
): Promise<Envelope<T>> {
  if (!params) {
    const first = takeServerAnswer<T>(url);
    if (first) return first;
  }
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
