/**
 * The staff session of the back office: the `mps_…` token in `sessionStorage` (this tab only, gone with it),
 * never the customer's session in `localStorage`. The server ends a session after 30 idle minutes; the area
 * mirrors that clock from the time of its last call (a warning at 25 minutes, a silent logout at 30).
 */
const STORAGE_KEY = 'marktplatz.staffSession';

export interface StoredStaffSession {
  token: string;
  expiresAt: string;
  idleMinutes: number;
}

export type SessionEnd = 'expired' | 'logout';
type Listener = (end: SessionEnd | null) => void;

const listeners = new Set<Listener>();
let lastActivity = Date.now();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(): StoredStaffSession | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredStaffSession>;
    if (typeof parsed.token !== 'string' || !parsed.token.startsWith('mps_')) return null;
    return { token: parsed.token, expiresAt: String(parsed.expiresAt ?? ''), idleMinutes: Number(parsed.idleMinutes ?? 30) };
  } catch {
    return null;
  }
}

export const staffSession = {
  get: read,
  token: (): string | null => read()?.token ?? null,
  start(session: StoredStaffSession): void {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
    lastActivity = Date.now();
    listeners.forEach((listener) => listener(null));
  },
  /** Ends the session on this side (`expired`: the server said so or the idle clock ran out). */
  end(reason: SessionEnd): void {
    const had = read() !== null;
    storage()?.removeItem(STORAGE_KEY);
    if (had) listeners.forEach((listener) => listener(reason));
  },
  /** A call reached the server with the session: the server's idle clock starts again. */
  touch(): void {
    lastActivity = Date.now();
  },
  idleMs: (): number => Date.now() - lastActivity,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
