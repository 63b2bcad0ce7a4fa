import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { SearchBox } from './SearchBox';

const suggestions = {
  keyword: 'hon',
  total: 2,
  suggestions: [
    { id: 1, name: 'Akazienhonig', slug: 'akazienhonig' },
    { id: 2, name: 'Waldhonig flüssig', slug: 'waldhonig-fluessig' },
  ],
};

describe('SearchBox', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('offers suggestions while typing and opens the one chosen with the arrow keys and Enter', async () => {
    api = mockApi((call) => (call.url === 'productsListBySearch' ? ok(suggestions) : undefined));
    const onSearch = jest.fn();
    renderAt(<SearchBox onSearch={onSearch} />, '/shop');
    const input = screen.getByRole('combobox', { name: 'Produkte durchsuchen' });
    fireEvent.change(input, { target: { value: 'hon' } });
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(2);
    expect(api.calls.find((call) => call.url === 'productsListBySearch')?.params).toEqual({ keyword: 'hon' });
    expect(input).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Waldhonig flüssig' })).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Waldhonig flüssig' }).id);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/waldhonig-fluessig');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('closes the suggestions with Escape and keeps the typed words; Enter then searches for them', async () => {
    api = mockApi((call) => (call.url === 'productsListBySearch' ? ok(suggestions) : undefined));
    const onSearch = jest.fn();
    renderAt(<SearchBox onSearch={onSearch} />, '/shop');
    const input = screen.getByRole('combobox', { name: 'Produkte durchsuchen' });
    fireEvent.change(input, { target: { value: 'hon' } });
    await screen.findByRole('listbox', { name: 'Vorschläge' });

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const escape = fireEvent.keyDown(input, { key: 'Escape' });
    expect(escape).toBe(false); // default prevented: the browser does not empty the field
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('hon');

    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('hon');
  });

  it('asks for nothing below two characters', async () => {
    api = mockApi((call) => (call.url === 'productsListBySearch' ? ok(suggestions) : undefined));
    renderAt(<SearchBox onSearch={jest.fn()} />, '/shop');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'h' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });
  it('searches for the trimmed words on „Suchen“ and shows a new keyword of the address', async () => {
    api = mockApi(() => undefined);
    const onSearch = jest.fn();
    function WithAddress() {
      const [keyword, setKeyword] = useState('tisch');
      return (
        <>
          <SearchBox initial={keyword} onSearch={onSearch} />
          <button type="button" onClick={() => setKeyword('stuhl')}>
            Adresse ändern
          </button>
        </>
      );
    }
    renderAt(<WithAddress />, '/shop');
    const input = screen.getByRole('combobox', { name: 'Produkte durchsuchen' });
    expect(input).toHaveValue('tisch');
    fireEvent.change(input, { target: { value: '  eichentisch ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).toHaveBeenCalledWith('eichentisch');
    fireEvent.click(screen.getByRole('button', { name: 'Adresse ändern' }));
    expect(input).toHaveValue('stuhl');
  });
});
