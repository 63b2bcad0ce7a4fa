import styled from 'styled-components';
import { formatNumber } from '@marktplatz/shared';
import { Stars } from '../../../components/Stars';
import { messages } from '../../../messages';
import type { RatingSummary } from '../types';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 12rem minmax(0, 1fr);
  }
  > div:first-child p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-weight: 700;
  }
`;

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr) 2.5rem;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-height: 24px;
  }
  span:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The filled part of a bar, as wide as the share of reviews with these stars. */
const Bar = styled.span<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
`;

const Track = styled.span`
  display: block;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: #b7791f;
  }
`;

/** Average, star row and one bar per star count (5 to 1). */
export function RatingDistribution({ summary }: { summary: RatingSummary }) {
  const counts = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: summary.count_by_rating[`rating_${stars}` as keyof RatingSummary['count_by_rating']] ?? 0,
  }));
  const total = summary.total_review || 0;
  return (
    <Wrap data-testid="rating-distribution">
      <div>
        <p>{formatNumber(summary.avg_rating, 1)}</p>
        <Stars rating={summary.avg_rating} count={total} />
      </div>
      <Bars aria-label={messages.reviews.distribution}>
        {counts.map(({ stars, count }) => {
          const percent = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={stars} aria-label={messages.reviews.barLabel(stars, count, percent)}>
              <span aria-hidden="true">{messages.reviews.starCount(stars)}</span>
              <Track aria-hidden="true">
                <Bar $percent={percent} />
              </Track>
              <span aria-hidden="true">{count}</span>
            </li>
          );
        })}
      </Bars>
    </Wrap>
  );
}
