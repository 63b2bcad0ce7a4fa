import { formatDateTime } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import type { Track, VendorOrderStatus } from '../lib/types';
import { messages } from '../messages';
import { Timeline } from './OrderParts';

/**
 * The text when a vendor order has no track: „Noch keine Neuigkeiten“ only while it is still pending — a vendor
 * order moved on without a message (e.g. „Abgeschlossen“) says its status instead, so the two never contradict.
 */
export function noTracksText(status?: VendorOrderStatus, statusText?: string): string {
  if (!status || status === 'pending' || !statusText) return messages.customer.noTracks;
  return messages.customer.statusWithoutTracks(statusText);
}

/** A vendor order's tracks, newest first, with tracking links (customer and provider order pages). */
export function TrackList({ tracks, status, statusText }: { tracks: Track[]; status?: VendorOrderStatus; statusText?: string }) {
  if (tracks.length === 0)
    return (
      <Muted $small data-testid="no-tracks">
        {noTracksText(status, statusText)}
      </Muted>
    );
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
