/** A QA override link's content; `exp` is the expiry in Unix seconds. */
export interface OverridePayload {
  env: string;
  area: string;
  version: string;
  manifest_url: string;
  exp: number;
}

export function signOverrideToken(payload: OverridePayload, secret: string): string;
export function verifyOverrideToken(token: unknown, secret: string, nowMs?: number): OverridePayload | null;
