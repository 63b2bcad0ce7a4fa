import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/render';
import { ListPagination } from './ListPagination';

describe('ListPagination', () => {
  it('shows no navigation for a list of one page', () => {
    renderWithTheme(<ListPagination meta={{ current_page: 1, last_page: 1 }} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).not.toBeInTheDocument();
  });

  it('marks the current page of a longer list and goes to the chosen one', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<ListPagination meta={{ current_page: 2, last_page: 3 }} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Seite 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
