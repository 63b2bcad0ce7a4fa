import { Badge } from '@marktplatz/shared/kit';
import type { CustomerState } from '../api/types';
import { customerMessages as t } from '../messages';

const TONES: Record<CustomerState, 'success' | 'warning' | 'danger' | 'neutral'> = {
  active: 'success',
  unconfirmed: 'warning',
  locked: 'danger',
  deleted: 'neutral',
};

/** The account's state as a word (never only a colour). */
export function StateBadge({ state }: { state: CustomerState }) {
  return <Badge $tone={TONES[state]}>{t.states[state]}</Badge>;
}
