import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Input, errorMessage, notify, formatCents } from '@marktplatz/shared';
import { addToCart } from '../../cart';
import { FavouriteButton } from '../../favourites';
import { messages } from '../../../messages';
import { ReferencePrice, reductionReference } from '../../../lib/ReferencePrice';
import type { ProductDetail, Variant } from '../types';
import { tiersFor, unitPriceCents } from '../lib/variants';
import { BulkPriceTable } from './BulkPriceTable';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const PriceLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-variant-numeric: tabular-nums;
  }
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Stock = styled.p<{ $tone: 'ok' | 'low' | 'out' }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'out' ? theme.colors.danger : $tone === 'low' ? theme.colors.text : theme.colors.success)};
`;

const BuyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 500;
  }
  /* On a phone quantity, button and heart share one line, the button's text unbroken. */
  input {
    width: 4.5rem;
  }
  > button:first-of-type {
    flex: 1;
    min-width: 9rem;
    white-space: nowrap;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    input {
      width: 6rem;
    }
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Parses the quantity field: a whole number ≥ 1, else null. */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** Price for the chosen variant and quantity, VAT/shipping note, Grundpreis, stock, bulk tiers and „In den Warenkorb“. */
export function BuyBox({ product, variant }: { product: ProductDetail; variant: Variant | undefined }) {
  const quantityId = useId();
  const [quantityText, setQuantityText] = useState('1');
  const [adding, setAdding] = useState(false);
  const quantity = parseQuantity(quantityText);
  const effectiveQty = quantity ?? 1;
  const stock = variant?.qty ?? 0;
  const tiers = tiersFor(product.bulk_prices, variant?.id);
  const unitCents = variant ? unitPriceCents(variant, effectiveQty, product.bulk_prices, product.wholesale_discounts) : product.price_cents;
  const listCents = variant ? variant.price_cents : product.price_cents;
  const oldPriceCents = variant
    ? reductionReference(variant.price_cents, variant.lowest_price_30_days_cents ?? variant.old_price_cents)
    : null;
  const basePrice = variant?.base_price_label || product.base_price_label;
  const quantityError =
    quantity === null
      ? messages.product.quantityInvalid
      : variant && quantity > stock && stock > 0
        ? messages.product.quantityTooHigh(stock)
        : null;

  const add = async () => {
    if (!variant || quantity === null || quantityError) return;
    setAdding(true);
    try {
      await addToCart(variant.id, quantity);
      notify.success(messages.cart.added(product.name));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Box data-testid="buy-box">
      <PriceLine>
        <strong data-testid="product-price">{formatCents(unitCents)}</strong>
        {unitCents < listCents ? (
          <del aria-label={messages.product.regularPrice(formatCents(listCents))}>{formatCents(listCents)}</del>
        ) : oldPriceCents ? (
          <ReferencePrice referenceCents={oldPriceCents} testId="product-reference" />
        ) : null}
        {effectiveQty > 1 ? <span>{messages.product.perPiece}</span> : null}
      </PriceLine>
      <Small data-testid="product-vat-notice">
        {product.vat_notice ? `${product.vat_notice} ` : `${messages.product.vatIncluded} `}
        <a href="#versand">{messages.product.plusShipping}</a>
      </Small>
      {basePrice ? <Small data-testid="product-base-price">{messages.product.basePrice(basePrice)}</Small> : null}
      {variant?.article_no || product.article_number ? (
        <Small>{messages.product.articleNo(variant?.article_no || product.article_number || '')}</Small>
      ) : null}
      <Stock $tone={stock <= 0 ? 'out' : stock <= 5 ? 'low' : 'ok'} data-testid="product-stock" role="status">
        {!variant
          ? messages.product.combinationMissing
          : stock <= 0
            ? messages.product.soldOut
            : stock <= 5
              ? messages.product.fewLeft(stock)
              : messages.product.inStock}
      </Stock>
      <BulkPriceTable tiers={tiers} quantity={effectiveQty} />
      <BuyRow>
        <label htmlFor={quantityId}>
          {messages.product.quantity}
          <Input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={stock > 0 ? stock : undefined}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `${quantityId}-error` : undefined}
            data-testid="product-quantity"
          />
        </label>
        <Button
          size="lg"
          onClick={() => void add()}
          loading={adding}
          disabled={!variant || stock <= 0 || quantityError !== null}
          data-testid="add-to-cart"
        >
          {messages.product.addToCart}
        </Button>
        <FavouriteButton productId={product.id} productName={product.name} />
      </BuyRow>
      {quantityError ? (
        <ErrorText id={`${quantityId}-error`} role="alert">
          {quantityError}
        </ErrorText>
      ) : null}
      {effectiveQty > 1 ? (
        <Small data-testid="line-total">{messages.product.lineTotal(effectiveQty, formatCents(unitCents * effectiveQty))}</Small>
      ) : null}
    </Box>
  );
}
