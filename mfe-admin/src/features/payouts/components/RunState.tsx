import { Badge } from '@marktplatz/shared/kit';
import type { Tone } from '@marktplatz/shared/kit';
import type { PayoutRun } from '../api/types';

const TONES: Record<PayoutRun['status'], Tone> = {
  created: 'warning',
  released: 'info',
  executed: 'success',
  cancelled: 'neutral',
};

/** The run's state as a badge: Angelegt, Freigegeben, Ausgeführt, Abgebrochen. */
export function RunState({ run }: { run: Pick<PayoutRun, 'status' | 'status_text'> }) {
  return <Badge $tone={TONES[run.status]}>{run.status_text}</Badge>;
}
