import { Badge } from '@marktplatz/shared/kit';
import type { ContentStatus } from '../api/types';
import { berlinDayTime } from '../lib/berlinTime';
import { contentMessages as t } from '../messages';

/** Entwurf / geplant für … / veröffentlicht (the planned time in Berlin time). */
export function StatusBadge({ status, publishAt }: { status: ContentStatus; publishAt: string | null }) {
  if (status === 'scheduled' && publishAt)
    return (
      <Badge $tone="warning" $outline>
        {t.status.scheduled(berlinDayTime(publishAt))}
      </Badge>
    );
  if (status === 'published')
    return (
      <Badge $tone="success" $outline>
        {t.status.published}
      </Badge>
    );
  return (
    <Badge $tone="neutral" $outline>
      {status === 'scheduled' ? t.status.scheduledUnknown : t.status.draft}
    </Badge>
  );
}
