import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderAt } from '@marktplatz/shared/testing';
import { HeaderSearch } from './HeaderSearch';

/** On a narrow screen (as in jsdom) the search row opens with the search button and takes the focus. */
async function openSearch() {
  await userEvent.click(screen.getByRole('button', { name: 'Suche öffnen' }));
  const field = screen.getByRole('searchbox', { name: 'Produkte suchen' });
  expect(field).toHaveFocus();
  return field;
}

describe('HeaderSearch', () => {
  it('opens the search page with the trimmed keyword on Enter', async () => {
    renderAt(<HeaderSearch />, '/');
    await userEvent.type(await openSearch(), '  Eichentisch rund {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product-search?keyword=Eichentisch%20rund');
  });

  it('stays in the field when nothing is typed', async () => {
    renderAt(<HeaderSearch />, '/cart');
    const field = await openSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(field).toHaveFocus();
  });

  it('shows the keyword on the search page and starts empty again on another page', async () => {
    renderAt(
      <>
        <HeaderSearch />
        <Link to="/cart">Warenkorb</Link>
      </>,
      '/product-search?keyword=Honig',
    );
    const field = await openSearch();
    expect(field).toHaveValue('Honig');
    await userEvent.type(field, ' und Wachs');
    await userEvent.click(screen.getByRole('link', { name: 'Warenkorb' }));
    expect(screen.getByRole('searchbox', { name: 'Produkte suchen', hidden: true })).toHaveValue('');
  });
});
