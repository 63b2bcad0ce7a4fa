import germanPostalCodes from 'german-postal-codes';

/**
 * Every German postal code (package `german-postal-codes`, ISC licence), loaded once.
 * The package lists codes only; cities come from the `postal_code_cities` table (see README).
 */
let cache: readonly string[] | undefined;

export function allPostalCodes(): readonly string[] {
  cache ??= Object.freeze([...new Set(germanPostalCodes)].sort());
  return cache;
}

export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const POSTAL_CODE_PREFIX_PATTERN = /^\d{1,5}$/;

export function isGermanPostalCode(code: string): boolean {
  if (!POSTAL_CODE_PATTERN.test(code)) return false;
  const codes = allPostalCodes();
  return codes[lowerBound(codes, code)] === code;
}

/** Index of the first code that is not smaller than `value` (the list is sorted). */
function lowerBound(codes: readonly string[], value: string): number {
  let low = 0;
  let high = codes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((codes[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface PostalCodePage {
  codes: string[];
  total: number;
}

/** Codes that start with `prefix`, ascending; at most `limit` of them, with the number of all matches. */
export function searchPostalCodes(prefix: string, limit: number): PostalCodePage {
  const codes = allPostalCodes();
  const start = lowerBound(codes, prefix);
  const matches: string[] = [];
  let total = 0;
  for (let index = start; index < codes.length; index += 1) {
    const code = codes[index] as string;
    if (!code.startsWith(prefix)) break;
    if (matches.length < limit) matches.push(code);
    total += 1;
  }
  return { codes: matches, total };
}
