/** A list answer's array; anything else (the spec: a failed slider load falls back to an empty list) → []. */
export function listOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)) return (value as { data: T[] }).data;
  return [];
}
