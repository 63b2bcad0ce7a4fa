import styled from 'styled-components';
import { formatNumber } from '@marktplatz/shared';
import { messages } from '../messages';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StarRow = styled.span`
  display: inline-flex;
  color: #b7791f;
  svg {
    width: 1em;
    height: 1em;
  }
`;

function Star({ fill }: { fill: number }) {
  const id = `star-${Math.round(fill * 100)}`;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="currentColor" />
          <stop offset={`${fill * 100}%`} stopColor="transparent" />
        </linearGradient>
      </defs>
      <path
        fill={`url(#${id})`}
        stroke="currentColor"
        strokeWidth="1.5"
        d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z"
      />
    </svg>
  );
}

/** Five stars filled to the average rating, with the number of reviews; „Noch keine Bewertungen“ without any. */
export function Stars({ rating, count, compact = false }: { rating: number | null | undefined; count?: number | null; compact?: boolean }) {
  const value = Math.max(0, Math.min(5, Number(rating) || 0));
  if (!count && !value) {
    return compact ? null : <Row>{messages.reviews.none}</Row>;
  }
  return (
    <Row>
      <StarRow role="img" aria-label={messages.reviews.starsLabel(formatNumber(value, 1), count ?? 0)}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} fill={Math.max(0, Math.min(1, value - index))} />
        ))}
      </StarRow>
      <span aria-hidden="true">
        {formatNumber(value, 1)}
        {count !== undefined && count !== null ? ` (${count})` : ''}
      </span>
    </Row>
  );
}
