/** A `fetch` answer with a JSON body, as the Apollo HttpLink and `fetch` callers read it (jsdom has no Response). */
export function jsonResponse(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return {
    ok: status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}
