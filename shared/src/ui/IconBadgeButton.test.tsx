import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../test/render';
import { usePageTitle } from '../hooks/usePageTitle';
import { IconBadgeButton, badgeText } from './IconBadgeButton';

const icon = <svg data-testid="icon" />;

describe('IconBadgeButton', () => {
  it('is a button named by its label, with the count drawn on a badge hidden from screen readers', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <IconBadgeButton icon={icon} label="Benachrichtigungen, 3 ungelesen" count={3} tone="danger" badgeTestId="badge" onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('badge')).toHaveTextContent('3');
    expect(screen.getByTestId('badge')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a link with `to`, and shows no badge for 0', () => {
    renderWithTheme(
      <MemoryRouter>
        <IconBadgeButton icon={icon} to="/shop/cart" label="Warenkorb" count={0} badgeTestId="badge" data-testid="cart-button" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/shop/cart');
    expect(screen.getByTestId('cart-button')).toBeInTheDocument();
    expect(screen.queryByTestId('badge')).not.toBeInTheDocument();
  });

  it('writes „99+“ above 99', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(null)).toBeNull();
  });
});

function Titled({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('writes „<title> – Marktplatz“, keeps the site name alone, and leaves the title while it is empty', () => {
    const { rerender } = renderWithTheme(<Titled title="Mein Konto" />);
    expect(document.title).toBe('Mein Konto – Marktplatz');
    rerender(<Titled title={null} />);
    expect(document.title).toBe('Mein Konto – Marktplatz');
    rerender(<Titled title="Marktplatz" />);
    expect(document.title).toBe('Marktplatz');
    rerender(<Titled title="Seite nicht gefunden" />);
    expect(document.title).toBe('Seite nicht gefunden – Marktplatz');
  });
});
