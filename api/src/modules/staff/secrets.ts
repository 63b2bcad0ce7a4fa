import { randomBytes, randomInt } from 'node:crypto';

/** Prefixes of staff bearer tokens: a login session, a personal API token. */
export const SESSION_PREFIX = 'mps_';
export const API_TOKEN_PREFIX = 'mpt_';
const STAFF_TOKEN = /^mp[st]_[A-Za-z0-9_-]{40,60}$/;

/** A new bearer token (256 random bits) with its prefix. */
export function newStaffToken(prefix: typeof SESSION_PREFIX | typeof API_TOKEN_PREFIX): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** Has the shape of a staff token (anything else is a customer or provider token, or garbage). */
export function looksLikeStaffToken(token: string): boolean {
  return STAFF_TOKEN.test(token);
}

/** No 0/o, 1/l/i: read off paper without mistakes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten one-time recovery codes like `k7m2p-x9qrt` (50 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** What is hashed of a recovery code: lower case, without separators or spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}
