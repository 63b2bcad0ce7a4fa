import { screen } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { OrderSums } from './OrderSums';

describe('OrderSums', () => {
  it('shows shipping, the total in bold, the VAT per rate and the lines added below', () => {
    renderAt(
      <OrderSums shippingCents={490} totalCents={9489} vat={[{ rate: 19, tax_cents: 1515 }]}>
        <dt>Gutschein</dt>
        <dd>− 5,00 €</dd>
      </OrderSums>,
    );
    const labels = Array.from(document.querySelectorAll('dt')).map((dt) => dt.textContent);
    const values = Array.from(document.querySelectorAll('dd')).map((dd) => dd.textContent);
    expect(labels).toEqual(['Versand', 'Gesamt', 'darin 19 % MwSt.', 'Gutschein']);
    expect(values).toEqual(['4,90 €', '94,89 €', '15,15 €', '− 5,00 €']);
    expect(screen.getByText('Gesamt')).toHaveClass('strong');
    expect(screen.getByText('94,89 €')).toHaveClass('strong');
  });
});
