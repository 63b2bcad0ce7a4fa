import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { FilterPanel } from './FilterPanel';

const facets = { providers: [{ id: 4, name: 'Hofladen Sonnenfeld', slug: 'hofladen-sonnenfeld', count: 6 }] };

function renderPanel(onChange = jest.fn()) {
  renderAt(
    <FilterPanel query={{ sort: 'recentlyAdded' }} categories={[]} facets={facets} onChange={onChange} onReset={jest.fn()} />,
    '/product-list',
  );
  return onChange;
}

describe('FilterPanel', () => {
  it('applies a price range written the German way (5,50 to 20) in euros', () => {
    const onChange = renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Preis von (€)' }), { target: { value: '5,50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Preis bis (€)' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preis anwenden' }));
    expect(onChange).toHaveBeenCalledWith({ min_price: 5.5, max_price: 20 });
  });

  it('refuses a minimum above the maximum and says why, next to the fields', () => {
    const onChange = renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Preis von (€)' }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Preis bis (€)' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preis anwenden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Der Mindestpreis darf nicht über dem Höchstpreis liegen.');
    expect(screen.getByRole('textbox', { name: 'Preis von (€)' })).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('filters by a provider of the results, each with its number of products', () => {
    const onChange = renderPanel();
    const select = screen.getByRole('combobox', { name: 'Anbieter' });
    expect(screen.getByRole('option', { name: 'Hofladen Sonnenfeld (6)' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '4' } });
    expect(onChange).toHaveBeenCalledWith({ provider_id: '4' });
  });
});
