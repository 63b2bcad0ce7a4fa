import { formatDateTime } from '@marktplatz/shared';
import { messages } from '../messages';

/** `05.12.2026, 14:30 Uhr`, or „–“ without a value. */
export function dateTime(value: string | null | undefined): string {
  return messages.dateTime(value ? formatDateTime(value) : '');
}
