import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';

/** One line of an order as the API sends it (checkout confirmation, customer and provider order pages). */
export interface OrderLine {
  id: number;
  qty: number;
  product_name: string;
  variant_label?: string | null;
  /** Gross amount of the line in integer cents. */
  line_total_cents: number;
}

export interface OrderLinesProps {
  items: readonly OrderLine[];
  /** The list's accessible name, e.g. „Artikel bei Töpferei Ton“. */
  label?: string;
  testId?: string;
}

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:last-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The lines of an order: „2 × Kaffeebecher (blau)“ with the line's gross amount at the end (de-DE, EUR).
 *
 * ```tsx
 * <OrderLines items={vendor.items} label={`Artikel bei ${vendor.provider_name}`} />
 * ```
 */
export function OrderLines({ items, label, testId }: OrderLinesProps) {
  return (
    <List aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <span>
            {`${item.qty} × ${item.product_name}`}
            {item.variant_label ? ` (${item.variant_label})` : ''}
          </span>
          <span>{formatCents(item.line_total_cents)}</span>
        </li>
      ))}
    </List>
  );
}
