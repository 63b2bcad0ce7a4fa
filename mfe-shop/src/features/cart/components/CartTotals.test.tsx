import { screen } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { twoProviderCart } from '../../../test/fixtures';
import { CartTotals } from './CartTotals';

describe('CartTotals', () => {
  it('shows the § 19 UStG notice of a small business the API names, and no notice otherwise', () => {
    const cart = twoProviderCart();
    const { unmount } = renderAt(
      <CartTotals cart={{ ...cart, vat: [], vat_notice: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.' }} />,
      '/shop/cart',
    );
    expect(screen.getByTestId('cart-vat-notice').textContent).toBe('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
    expect(screen.queryByText(/enthaltene MwSt\./)).toBeNull();
    unmount();
    renderAt(<CartTotals cart={cart} />, '/shop/cart');
    expect(screen.queryByTestId('cart-vat-notice')).toBeNull();
  });
});
