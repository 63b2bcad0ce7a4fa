import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EditableContent } from '../../../db/schema/content';

/**
 * A preview link's token: which page or post, which version, until when — signed with the API's secret (HMAC-SHA256),
 * so only the back office can issue one. `<payload>.<signature>`, both base64url; the payload is JSON.
 */

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

/** What a preview link can show: a content page or a news post. */
export type PreviewKind = Extract<EditableContent, 'page' | 'post'>;

export interface PreviewClaims {
  type: PreviewKind;
  id: number;
  version: number;
  /** Milliseconds since the epoch. */
  expires: number;
}

export type PreviewCheck = { valid: true; claims: PreviewClaims } | { valid: false; reason: 'forged' | 'expired' };

const DOMAIN = 'marktplatz.content-preview.v1';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${DOMAIN}.${payload}`).digest();
}

export function signPreviewToken(
  secret: string,
  claims: Omit<PreviewClaims, 'expires'>,
  now = Date.now(),
): { token: string; expires: Date } {
  const expires = now + PREVIEW_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ t: claims.type, i: claims.id, v: claims.version, e: expires })).toString('base64url');
  return { token: `${payload}.${signature(secret, payload).toString('base64url')}`, expires: new Date(expires) };
}

function claimsOf(payload: string): PreviewClaims | null {
  try {
    const raw: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!raw || typeof raw !== 'object') return null;
    const { t, i, v, e } = raw as Record<string, unknown>;
    if ((t !== 'page' && t !== 'post') || !Number.isInteger(i) || !Number.isInteger(v) || typeof e !== 'number') return null;
    return { type: t, id: i as number, version: v as number, expires: e };
  } catch {
    return null;
  }
}

/** Checks the signature first (a forged token tells nothing), then the time. */
export function checkPreviewToken(secret: string, token: string, now = Date.now()): PreviewCheck {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return { valid: false, reason: 'forged' };
  const expected = signature(secret, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'forged' };
  const claims = claimsOf(payload);
  if (!claims) return { valid: false, reason: 'forged' };
  if (claims.expires <= now) return { valid: false, reason: 'expired' };
  return { valid: true, claims };
}
