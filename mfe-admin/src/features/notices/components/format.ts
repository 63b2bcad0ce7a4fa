import { dateTime } from '../../../lib/format';
import { minutesSince, sinceText } from '../../dashboard';

/** „05.12.2026, 14:30 Uhr (seit 3 Tagen)“. */
export function receivedText(iso: string): string {
  return `${dateTime(iso)} (${sinceText(minutesSince(iso))})`;
}
