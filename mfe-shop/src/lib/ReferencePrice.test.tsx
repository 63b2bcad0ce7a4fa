import { screen } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { ReferencePrice, reductionReference } from './ReferencePrice';

describe('reduced prices (§ 11 PAngV)', () => {
  it('shows „statt“ with the struck price and the lowest price of the last 30 days', () => {
    renderAt(<ReferencePrice referenceCents={10000} testId="price" />, '/');
    expect(screen.getByTestId('price-struck')).toHaveTextContent(/^statt 100,00\s€$/);
    expect(screen.getByLabelText(/Ermäßigt, statt 100,00\s€/).tagName).toBe('DEL');
    expect(screen.getByTestId('price-lowest')).toHaveTextContent(/Niedrigster Preis der letzten 30 Tage: 100,00\s€/);
  });

  it('shows a reduction only when the reference is above the price', () => {
    expect(reductionReference(80, 100)).toBe(100);
    expect(reductionReference(100, 100)).toBeNull();
    expect(reductionReference(80, null)).toBeNull();
    expect(reductionReference(80, undefined)).toBeNull();
  });
});
