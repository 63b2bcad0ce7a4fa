import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Marktplatz Backoffice';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The enrolment QR code as an SVG data URL (an `<img src>` in the back office). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * The time step of a code that is valid now (one step of clock drift either way), or `null`. The caller refuses a
 * step at or before the last one it accepted, so a code cannot be used twice within its window.
 */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
