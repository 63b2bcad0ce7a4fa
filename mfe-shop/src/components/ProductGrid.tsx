import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SkeletonBlock } from '@marktplatz/shared/kit';
import { CardGrid } from '../lib/ui';
import { messages } from '../messages';
import type { ProductSummary } from '../entities/product';
import { ProductCard } from './ProductCard';

/** The picture's place: square corners, the card rounds them. */
const PictureBlock = styled(SkeletonBlock)`
  && {
    border-radius: 0;
  }
`;

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  > div:not(:first-child) {
    margin-inline: ${({ theme }) => theme.space.md};
  }
`;

/** Product cards in a responsive grid; `heart` gives each card its favourites button. */
export function ProductGrid({
  products,
  label,
  heart,
}: {
  products: readonly ProductSummary[];
  label?: string;
  heart?: (product: ProductSummary) => ReactNode;
}) {
  return (
    <CardGrid aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} heart={heart?.(product)} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Grey cards while products load (announced once as loading). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <CardGrid aria-busy="true" aria-label={messages.catalog.loadingProducts} data-testid="product-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} aria-hidden="true">
          <PictureBlock $height="9rem" />
          <SkeletonBlock $width="80%" />
          <SkeletonBlock $width="50%" />
          <SkeletonBlock $width="35%" $height="1.4rem" />
        </SkeletonCard>
      ))}
    </CardGrid>
  );
}
