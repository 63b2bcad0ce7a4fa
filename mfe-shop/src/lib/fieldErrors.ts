/** The `errors` of a rejected call as field → messages (Laravel's shape), or null when there are none. */
export function fieldErrors(error: unknown): Record<string, string[]> | null {
  if (!error || typeof error !== 'object') return null;
  const errors = (error as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === 'string');
    if (texts.length > 0) result[field] = texts;
  }
  return Object.keys(result).length > 0 ? result : null;
}
