import type { Executor } from '../../db/client';
import { type InquiryStatus, type OfferStatus } from '../../db/schema/leads';
import { providerDisplayNameOf } from '../account/public';
import type { Confirmation } from './schemas';

/** Days an inquiry stays open for offers; it ends at 23:59 Berlin time of the last day. */
export const INQUIRY_OPEN_DAYS = 14;
export const MAX_PROVIDERS = 3;
export const INQUIRY_NOT_FOUND = 'Die Anfrage wurde nicht gefunden.';
export const LEAD_NOT_FOUND = 'Die Anfrage wurde nicht gefunden.';
export const OFFER_NOT_FOUND = 'Das Angebot wurde nicht gefunden.';
export const FILE_NOT_FOUND = 'Die Datei wurde nicht gefunden.';
export const PROVIDER_NOT_FOUND = 'Der Anbieter wurde nicht gefunden.';
export const CONFIRMATION_TEXT: Confirmation = {
  title: 'Vielen Dank für Ihre Anfrage!',
  text: 'Wir haben Ihre Anfrage an die ausgewählten Anbieter weitergeleitet. Sie erhalten Angebote in Ihrem Kundenkonto unter „Meine Anfragen“ und per E-Mail. Die Anfrage bleibt 14 Tage offen; Sie entscheiden, welches Angebot Sie annehmen – kostenlos und unverbindlich.',
  steps: ['Anbieter prüfen Ihre Angaben', 'Sie erhalten bis zu drei Angebote', 'Sie vergleichen und nehmen eines an'],
};

const BERLIN = 'Europe/Berlin';

/** Offset of Berlin from UTC at an instant, in minutes. */
function berlinOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BERLIN,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** 23:59:59 Berlin time, `days` calendar days after `from` (Berlin calendar). */
export function berlinEndOfDay(from: Date, days: number): Date {
  const dateText = new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN }).format(from);
  const [year, month, day] = dateText.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day + days, 23, 59, 59);
  const offset = berlinOffsetMinutes(new Date(naive));
  return new Date(naive - offset * 60_000);
}

/** offer_expired_days/hours/minutes: what is left until the inquiry closes for offers (zeros when over), and the moment itself. */
export function countdown(expiresAt: Date, now = new Date()) {
  const minutes = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
  return {
    offer_expired_days: Math.floor(minutes / 1440),
    offer_expired_hours: Math.floor((minutes % 1440) / 60),
    offer_expired_minutes: minutes % 60,
    offer_expires_at: expiresAt.toISOString(),
  };
}

export function inquiryState(row: { status: InquiryStatus; expiresAt: Date }, now = new Date()): InquiryStatus {
  return row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
}

export function offerState(offer: { status: OfferStatus }, inquiry: { status: InquiryStatus; expiresAt: Date }): OfferStatus {
  return offer.status === 'sent' && inquiryState(inquiry) === 'expired' ? 'expired' : offer.status;
}

export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

export async function providerName(db: Executor, providerId: number): Promise<string> {
  return (await providerDisplayNameOf(db, providerId)) ?? '';
}
