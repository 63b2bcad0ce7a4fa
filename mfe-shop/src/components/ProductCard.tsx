import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { messages } from '../messages';
import { productPath } from '../lib/paths';
import { basePriceText } from '../lib/money';
import { hyphenate } from '../lib/hyphenate';
import { ReferencePrice, reductionReference } from '../lib/ReferencePrice';
import { productImage, providerName, type ProductSummary } from '../entities/product';
import { Stars } from './Stars';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 0.15s ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  /* Without it the frame grows to the image's own proportions once the image has loaded (a square photo made
     the card 45 px taller and moved everything below it). */
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  /* Narrow cards (two columns on a phone) keep long German compounds on one line. */
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  flex: 1;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    margin: 0;
    line-height: 1.3;
    overflow-wrap: break-word;
    /* Breaks only at the soft hyphens of hyphenate(): without a German dictionary the browser would cut anywhere. */
    hyphens: manual;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* The whole card is the link's target area. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  h3 a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

/** Price, VAT notice and Grundpreis at the card's foot: every card of a row shows its price at the same height. */
const PriceBlock = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: 2px;
  .base-price {
    min-height: 1.3em;
  }
`;

const PriceRow = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  del {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeartSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  z-index: 1;
`;

export interface ProductCardProps {
  product: ProductSummary;
  /** The heart (favourites) in the card's corner, given by the feature that shows the card. */
  heart?: ReactNode;
}

/** A product in a list: image, name, price, Grundpreis, rating, provider and the heart. */
export function ProductCard({ product, heart }: ProductCardProps) {
  const basePrice = basePriceText(product);
  const provider = providerName(product.provider);
  const image = productImage(product);
  const reducedCents = reductionReference(product.price_cents, product.lowest_price_30_days_cents ?? product.previous_price_cents);
  return (
    <Card data-testid="product-card" aria-label={product.name}>
      <Media>
        {image ? (
          <img src={image} alt="" loading="lazy" width={400} height={300} />
        ) : (
          <span aria-hidden="true">{messages.product.noImage}</span>
        )}
      </Media>
      <Body>
        <h3>
          <Link to={productPath(product)} aria-label={product.name}>
            {hyphenate(product.name)}
          </Link>
        </h3>
        {provider ? <Small>{messages.product.soldBy(provider)}</Small> : null}
        <Stars rating={product.avg_rating} count={product.total_review} compact />
        <PriceBlock>
          <PriceRow>
            <strong data-testid="product-card-price">{formatCents(product.price_cents)}</strong>
            {reducedCents ? <ReferencePrice referenceCents={reducedCents} testId="product-card-reference" /> : null}
          </PriceRow>
          <Small data-testid="vat-notice">{messages.product.vatAndShipping}</Small>
          {basePrice ? (
            <Small className="base-price" data-testid="base-price">
              {messages.product.basePrice(basePrice)}
            </Small>
          ) : (
            <Small className="base-price" aria-hidden="true" />
          )}
        </PriceBlock>
      </Body>
      {heart ? <HeartSlot>{heart}</HeartSlot> : null}
    </Card>
  );
}
