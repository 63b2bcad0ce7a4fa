import { Badge, type Tone } from '@marktplatz/shared/kit';
import type { ProviderStatus } from '../api/types';

const TONES: Record<ProviderStatus, Tone> = {
  submitted: 'warning',
  verified: 'success',
  rejected: 'danger',
  incomplete: 'neutral',
};

/** The onboarding's state as a badge (the label comes from the API). */
export function StatusBadge({ status, label }: { status: ProviderStatus; label: string }) {
  return (
    <Badge $tone={TONES[status]} $outline>
      {label}
    </Badge>
  );
}
