import type { Tone } from '@marktplatz/shared/kit';
import { berlinClock, formatCents, formatGermanNumber, germanDay, germanDayTime, type ApiData, type WireShape } from '@marktplatz/shared';
import { messages } from '../messages';

const labels = messages.labels;

type CustomerInquiry = ApiData<'/api/customer/leads', 'get'>[number];
/** What is left until the inquiry closes for offers. */
export type Countdown = Pick<CustomerInquiry, 'offer_expired_days' | 'offer_expired_hours' | 'offer_expired_minutes'> &
  Partial<Pick<CustomerInquiry, 'offer_expires_at'>>;
export type OfferStatus = WireShape<'OfferDetail'>['offer_status'];

/** „25.11.2026, 14:05 Uhr“ in Berlin time. */
export const berlinDateTime = (value: string | Date) => labels.clock(germanDayTime(berlinClock(new Date(value))));
/** „25.11.2026“ in Berlin time; ISO dates (YYYY-MM-DD) as written. */
export const berlinDate = (value: string | null) => {
  if (!value) return '–';
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : germanDay(berlinClock(new Date(value)));
};

/** „2 Tage, 5 Std., 30 Min.“ or „abgelaufen“. */
export function countdownText(value: Countdown): string {
  const { offer_expired_days: days, offer_expired_hours: hours, offer_expired_minutes: minutes } = value;
  if (days + hours + minutes === 0) return labels.expired;
  return labels.countdown(days, hours, minutes);
}

export const OFFER_STATUS: Record<OfferStatus, [string, Tone]> = {
  sent: [labels.offerStatus.sent, 'info'],
  accepted: [labels.offerStatus.accepted, 'success'],
  declined: [labels.offerStatus.declined, 'danger'],
  withdrawn: [labels.offerStatus.withdrawn, 'neutral'],
  expired: [labels.offerStatus.expired, 'warning'],
};
export const LEAD_STATUS: Record<string, [string, Tone]> = {
  open: [labels.leadStatus.open, 'info'],
  requested: [labels.leadStatus.requested, 'warning'],
  accepted: [labels.leadStatus.accepted, 'success'],
  rejected: [labels.leadStatus.rejected, 'danger'],
};
export const INQUIRY_STATUS: Record<string, [string, Tone]> = {
  open: [labels.inquiryStatus.open, 'info'],
  closed: [labels.inquiryStatus.closed, 'success'],
  expired: [labels.inquiryStatus.expired, 'warning'],
};
export const PRICE_TYPES: Record<string, string> = labels.priceTypes;

/** An offer's price in German: „12.450,00 €“, „ab 900,00 €“, „45,00 € je Stunde“, „1.000,00 € – 1.500,00 €“. */
export function offerPrice(offer: { price1_cents: number | null; price2_cents: number | null; price_type: string }): string {
  if (offer.price1_cents === null) return '–';
  if (offer.price_type === 'range' && offer.price2_cents !== null)
    return labels.priceRange(formatCents(offer.price1_cents), formatCents(offer.price2_cents));
  if (offer.price_type === 'from') return labels.priceFrom(formatCents(offer.price1_cents));
  if (offer.price_type === 'hourly') return labels.pricePerHour(formatCents(offer.price1_cents));
  return formatCents(offer.price1_cents);
}
export const ANSWER_TYPES: Record<string, string> = labels.answerTypes;
export const ROUTE_STATUS: Record<string, [string, Tone]> = {
  draft: [labels.routeStatus.draft, 'neutral'],
  active: [labels.routeStatus.active, 'success'],
  inactive: [labels.routeStatus.inactive, 'warning'],
};

export const fileSize = (bytes: number) =>
  bytes >= 1_048_576
    ? `${formatGermanNumber(bytes / 1_048_576, { maximumFractionDigits: 1 })} MB`
    : `${formatGermanNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
