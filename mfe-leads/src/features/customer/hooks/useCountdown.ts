import { useEffect, useState } from 'react';
import type { Countdown } from '../../../lib/format';

/**
 * The countdown as the server sent it, ticking down every minute on the client. Returns the live values and the
 * deadline (Date) they point at.
 */
export function useCountdown(value: Countdown | undefined): { left: Countdown; deadline: Date | null } {
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setLoadedAt(Date.now());
    setNow(Date.now());
  }, [value]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!value) return { left: { offer_expired_days: 0, offer_expired_hours: 0, offer_expired_minutes: 0 }, deadline: null };
  const total = value.offer_expired_days * 1440 + value.offer_expired_hours * 60 + value.offer_expired_minutes;
  // What is left counts from the moment of loading (this device's clock may differ from the server's); the end
  // named on the page is the server's own, to the minute (the left minutes are rounded down).
  const minutes = Math.max(0, Math.floor((loadedAt + total * 60_000 - now) / 60_000));
  const exact = value.offer_expires_at ? new Date(value.offer_expires_at) : null;
  const deadline = exact && !Number.isNaN(exact.getTime()) ? exact : new Date(loadedAt + total * 60_000);
  return {
    left: {
      offer_expired_days: Math.floor(minutes / 1440),
      offer_expired_hours: Math.floor((minutes % 1440) / 60),
      offer_expired_minutes: minutes % 60,
    },
    deadline: total > 0 ? deadline : null,
  };
}
