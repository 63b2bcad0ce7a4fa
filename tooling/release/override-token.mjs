// QA override links: a signed token names one build of one area for one environment, valid until `exp`.
// Dependency-free so the shell's server (plain Node), the release CLI and the API (bundled) share one implementation.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * @typedef {{ env: string, area: string, version: string, manifest_url: string, exp: number }} OverridePayload
 * `exp` is the expiry in Unix seconds.
 */

const PART = /^[A-Za-z0-9_-]+$/;

function mac(secret, firstPart) {
  return createHmac('sha256', secret).update(firstPart).digest();
}

/**
 * The token: base64url(JSON of the payload) + "." + base64url(HMAC-SHA256(secret, first part)).
 * @param {OverridePayload} payload
 * @param {string} secret
 * @returns {string}
 */
export function signOverrideToken(payload, secret) {
  if (typeof secret !== 'string' || secret === '') throw new Error('Kein Schlüssel für Testversions-Links gesetzt.');
  const body = {
    env: payload.env,
    area: payload.area,
    version: payload.version,
    manifest_url: payload.manifest_url,
    exp: payload.exp,
  };
  const firstPart = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
  return `${firstPart}.${mac(secret, firstPart).toString('base64url')}`;
}

function isPayload(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof value.env === 'string' &&
    typeof value.area === 'string' &&
    typeof value.version === 'string' &&
    typeof value.manifest_url === 'string' &&
    Number.isInteger(value.exp)
  );
}

/**
 * The payload of a token whose signature is right and which has not expired; `null` for anything else
 * (forged, altered, expired, malformed, no secret).
 * @param {unknown} token
 * @param {string} secret
 * @param {number} [nowMs] the current time in milliseconds
 * @returns {OverridePayload | null}
 */
export function verifyOverrideToken(token, secret, nowMs = Date.now()) {
  if (typeof token !== 'string' || token.length > 4096 || typeof secret !== 'string' || secret === '') return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [firstPart, signature] = parts;
  if (!PART.test(firstPart) || !PART.test(signature)) return null;
  const expected = mac(secret, firstPart);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload;
  try {
    payload = JSON.parse(Buffer.from(firstPart, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isPayload(payload)) return null;
  if (payload.exp * 1000 <= nowMs) return null;
  return {
    env: payload.env,
    area: payload.area,
    version: payload.version,
    manifest_url: payload.manifest_url,
    exp: payload.exp,
  };
}
