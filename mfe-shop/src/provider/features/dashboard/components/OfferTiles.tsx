import styled from 'styled-components';
import { formatCurrency } from '@marktplatz/shared';
import type { OfferCounts } from '../../products/api/types';
import { messages } from '../../../messages';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space.md};
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space.xs};
  }
  .value {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  li.wide {
    grid-column: span 2;
  }
`;

/** The provider offer count tiles: four lead counts and the total order value in EUR. */
export function OfferTiles({ counts }: { counts: OfferCounts }) {
  const tiles = [
    { key: 'open', label: messages.dashboard.open, value: String(counts.open_leads_count) },
    { key: 'accepted', label: messages.dashboard.accepted, value: String(counts.accepted_leads_count) },
    { key: 'rejected', label: messages.dashboard.rejected, value: String(counts.rejected_leads_count) },
    { key: 'requested', label: messages.dashboard.requested, value: String(counts.requested_leads_count) },
    { key: 'orders', label: messages.dashboard.orderValue, value: formatCurrency(counts.total_order_value), wide: true },
  ];
  return (
    <Grid aria-label={messages.dashboard.tilesLabel}>
      {tiles.map((tile) => (
        <li key={tile.key} className={tile.wide ? 'wide' : undefined} data-testid={`tile-${tile.key}`}>
          <span className="value">{tile.value}</span>
          <span className="label">{tile.label}</span>
        </li>
      ))}
    </Grid>
  );
}
