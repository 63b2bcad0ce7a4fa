import styled from 'styled-components';
import { formatCents } from '@marktplatz/shared';
import { messages } from '../messages';

const Reduction = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Lowest = styled.span`
  display: block;
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The reference price of an advertised reduction, or null when there is none (§ 11 PAngV). */
export function reductionReference(price: number, reference: number | null | undefined): number | null {
  return reference !== null && reference !== undefined && reference > price ? reference : null;
}

/**
 * A reduced price's reference (§ 11 PAngV): „statt ~~150,00 €~~“ and „Niedrigster Preis der letzten 30 Tage:
 * 150,00 €“. The API keeps the struck price at the lowest price of the 30 days before the reduction.
 */
export function ReferencePrice({ referenceCents, testId }: { referenceCents: number; testId?: string }) {
  const amount = formatCents(referenceCents);
  return (
    <>
      <Reduction data-testid={testId ? `${testId}-struck` : undefined}>
        {messages.price.instead} <del aria-label={messages.price.insteadLabel(amount)}>{amount}</del>
      </Reduction>
      <Lowest data-testid={testId ? `${testId}-lowest` : undefined}>{messages.price.lowest30Days(amount)}</Lowest>
    </>
  );
}
