import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { messages } from '../../../messages';
import type { CartGroup } from '../../../entities/cart';
import { centsOfEuros } from '../../../lib/money';

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** The amount (in euros) still missing for free delivery with the group's charged method, or null when none applies. */
export function missingForFreeShipping(group: CartGroup): { missing: number; threshold: number } | null {
  const method = group.shipping.methods.find((candidate) => candidate.id === group.shipping.shipping_method_id);
  if (!method || method.is_pickup || !method.free_from || group.shipping.cost <= 0) return null;
  const missingCents = Math.round(method.free_from * 100) - Math.round(group.subtotal * 100);
  return missingCents > 0 ? { missing: missingCents / 100, threshold: method.free_from } : null;
}

/** „Noch 12,10 € bis versandkostenfrei“ for a group whose delivery becomes free from a threshold. */
export function FreeShippingHint({ group }: { group: CartGroup }) {
  const gap = missingForFreeShipping(group);
  if (!gap) return null;
  return (
    <Hint data-testid={`free-shipping-hint-${group.provider_id}`}>
      {messages.cart.freeShippingHint(formatCents(centsOfEuros(gap.missing)), formatCents(centsOfEuros(gap.threshold)))}
    </Hint>
  );
}
