import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState, type FetchState } from '@marktplatz/shared';
import { SkeletonBlock } from '@marktplatz/shared/kit';
import { Section } from '../../../lib/ui';
import type { ProductSummary } from '../../../entities/product';
import { ProductCard } from '../../../components/ProductCard';
import { FavouriteButton } from '../../favourites';

/** Swipeable row on a phone, a grid of up to five columns on a wide screen. */
const Rail = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(11rem, 44%);
  gap: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  > li {
    scroll-snap-align: start;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-auto-flow: row;
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
    overflow: visible;
  }
`;

/** A titled product section of the marketplace home, with its own loading and error state. */
export function ProductRail({
  title,
  state,
  testId,
  action,
  limit = 10,
}: {
  title: string;
  state: FetchState<ProductSummary[]>;
  testId: string;
  action?: ReactNode;
  limit?: number;
}) {
  if (!state.loading && state.error === undefined && (state.data?.length ?? 0) === 0) return null;
  const headingId = `${testId}-heading`;
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {state.loading ? (
        <Rail aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} aria-hidden="true">
              <SkeletonBlock $height="16rem" />
            </li>
          ))}
        </Rail>
      ) : state.error !== undefined ? (
        <ErrorState error={state.error} onRetry={state.reload} />
      ) : (
        <Rail aria-labelledby={headingId}>
          {(state.data ?? []).slice(0, limit).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} heart={<FavouriteButton productId={product.id} productName={product.name} />} />
            </li>
          ))}
        </Rail>
      )}
      {action}
    </Section>
  );
}
