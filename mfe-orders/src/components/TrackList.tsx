import { formatDateTime } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import type { Track } from '../lib/api';
import { messages } from '../messages';
import { Timeline } from './OrderParts';

/** A vendor order's tracks, newest first, with tracking links (customer and provider order pages). */
export function TrackList({ tracks }: { tracks: Track[] }) {
  if (tracks.length === 0) return <Muted $small>{messages.customer.noTracks}</Muted>;
  return (
    <Timeline data-testid="tracks">
      {[...tracks].reverse().map((track) => (
        <li key={track.id}>
          <p>
            <strong>{track.title}</strong> <time dateTime={track.created_at}>{formatDateTime(track.created_at)}</time>
          </p>
          {track.detail ? <p>{track.detail}</p> : null}
          {track.tracking_number ? (
            <p>
              {messages.customer.trackingNumber(track.tracking_number, track.carrier_name)}
              {track.tracking_url ? (
                <>
                  {' · '}
                  <a href={track.tracking_url} target="_blank" rel="noreferrer noopener">
                    {messages.customer.follow}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </Timeline>
  );
}
