import { requestGraphql } from '@marktplatz/shared';

/**
 * One GraphQL query through the shared client: resolves with `data`, rejects with the first error's message
 * (the session codes are handled by the shared client).
 */
export async function graph<T>(query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  const result = await requestGraphql<T>(query, { variables, signal });
  if (result.errors && result.errors.length > 0) {
    throw { message: result.errors[0]?.message ?? 'Something went wrong' };
  }
  if (!result.data) throw { message: 'Something went wrong' };
  return result.data;
}
