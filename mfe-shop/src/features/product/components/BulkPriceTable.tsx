import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { messages } from '../../../messages';
import type { BulkPrice } from '../types';

const Heading = styled.h2`
  && {
    font-size: 1rem;
    margin: 0 0 4px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  li {
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
  li[data-active='true'] {
    font-weight: 700;
  }
`;

/** The quantity tiers, e.g. „ab 10 Stück: 8,99 € / Stück“; the tier that applies to the chosen quantity is marked. */
export function BulkPriceTable({ tiers, quantity }: { tiers: readonly BulkPrice[]; quantity: number }) {
  if (tiers.length === 0) return null;
  const active = [...tiers].filter((tier) => tier.min_qty <= quantity).pop();
  return (
    <section aria-labelledby="bulk-heading" data-testid="bulk-prices">
      <Heading id="bulk-heading">{messages.product.bulkHeading}</Heading>
      <List>
        {tiers.map((tier) => (
          <li key={tier.id} data-active={tier === active ? 'true' : undefined}>
            {messages.product.bulkTier(tier.min_qty, formatCents(tier.price_cents))}
            {tier === active ? <span>{` – ${messages.product.bulkApplies}`}</span> : null}
          </li>
        ))}
      </List>
    </section>
  );
}
