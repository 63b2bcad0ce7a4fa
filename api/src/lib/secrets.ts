import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 of a text, hex: what is stored of a secret (link tokens, session tokens, recovery codes). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A link or challenge secret (256 random bits; only its SHA-256 is stored). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
