import styled from 'styled-components';
import { SkeletonBlock } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';

const T = messages.page;

const PictureBlock = styled(SkeletonBlock)`
  border-radius: 0;
`;

/** Cards of a fixed size (picture 4:3, two lines of name, price, notice): the skeleton takes the same room. */
export const ProductGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
  li {
    min-width: 0;
  }
  a,
  .card {
    display: block;
    color: inherit;
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    height: 100%;
  }
  a:hover .name,
  a:focus-visible .name {
    text-decoration: underline;
  }
  .picture {
    aspect-ratio: 4 / 3;
    width: 100%;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    object-fit: cover;
  }
  .body > * {
    margin: 0;
  }
  .body {
    padding: ${({ theme }) => theme.space.sm};
    height: 6.5rem;
    display: grid;
    grid-template-rows: 2.6rem auto auto;
    align-content: start;
    gap: 0.125rem;
  }
  .name {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    line-height: 1.3rem;
    overflow-wrap: anywhere;
  }
  .price {
    font-weight: 700;
  }
`;

/** The cards' skeleton (same grid, same card size: nothing moves when the list arrives). */
export function ProductsSkeleton() {
  return (
    <ProductGrid aria-busy="true" aria-label={T.productsLoading} data-testid="products-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index}>
          <div className="card" aria-hidden="true">
            <PictureBlock className="picture" $height="auto" $width="100%" />
            <div className="body">
              <SkeletonBlock $height="1.1rem" />
              <SkeletonBlock $height="1.1rem" $width="50%" />
              <SkeletonBlock $height="0.8rem" $width="70%" />
            </div>
          </div>
        </li>
      ))}
    </ProductGrid>
  );
}
