/** Whether a rejected call was a 404 (the shared client rejects with the server's body, `code: "NOT_FOUND"`). */
export function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const record = error as { code?: unknown; response?: { status?: unknown } };
  return record.code === 'NOT_FOUND' || record.response?.status === 404;
}
