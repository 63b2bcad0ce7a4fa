import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, GridList, Spinner } from '@marktplatz/shared';
import { Badge, Muted, Toolbar } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { sinceText } from '../lib/age';
import { getDashboard, type DashboardQueue } from '../api/getDashboard';
import { dashboardMessages as t } from '../messages';

const Heading = styled.h2`
  margin: 0;
`;

const Grid = styled(GridList)`
  margin: 0;
`;

const Tile = styled.li<{ $overdue: boolean; $empty: boolean }>`
  border: 1px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1rem;
  }
  .count {
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.1;
    color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

function QueueTile({ queue }: { queue: DashboardQueue }) {
  const overdue = queue.overdue > 0;
  const heading = queue.path ? <Link to={queue.path}>{queue.label}</Link> : queue.label;
  return (
    <Tile $overdue={overdue} $empty={queue.count === 0} data-testid={`queue-${queue.key}`}>
      <h3>{heading}</h3>
      <p className="count">
        {queue.count}{' '}
        <Muted as="span" $small>
          {t.openWord}
        </Muted>
      </p>
      {queue.count === 0 ? (
        <Muted $small>{t.empty}</Muted>
      ) : (
        <>
          {queue.oldest_age_minutes !== null ? <p>{t.oldest(sinceText(queue.oldest_age_minutes))}</p> : null}
          {overdue ? (
            <p>
              <Badge $tone="danger">{t.overdue(queue.overdue)}</Badge>
            </p>
          ) : null}
          {queue.path ? null : <Muted $small>{t.noScreen}</Muted>}
        </>
      )}
    </Tile>
  );
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; queues: DashboardQueue[] };

/** The queues of the member's roles as tiles: count, age of the oldest item, overdue highlighted, link to the screen. */
export function QueueTiles() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchQueues = useCallback(() => {
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    getDashboard().then(
      (data) => setLoad({ state: 'ready', queues: data.queues }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, []);
  useEffect(fetchQueues, [fetchQueues]);

  return (
    <section aria-labelledby="admin-dashboard-title" data-testid="admin-dashboard">
      <Toolbar>
        <Heading id="admin-dashboard-title">{t.title}</Heading>
        <Button type="button" variant="secondary" size="sm" onClick={fetchQueues}>
          {t.reload}
        </Button>
      </Toolbar>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? <ErrorState error={load.message} onRetry={fetchQueues} /> : null}
      {load.state === 'ready' ? (
        load.queues.length === 0 ? (
          <EmptyState title={t.none} />
        ) : (
          <Grid $min="14rem" $gap="md" aria-label={t.caption}>
            {load.queues.map((queue) => (
              <QueueTile key={queue.key} queue={queue} />
            ))}
          </Grid>
        )
      ) : null}
    </section>
  );
}
