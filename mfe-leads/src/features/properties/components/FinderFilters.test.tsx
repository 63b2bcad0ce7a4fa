import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { FinderFilters } from './FinderFilters';

describe('FinderFilters', () => {
  it('applies the typed filters trimmed and leaves empty ones out', () => {
    const onApply = jest.fn();
    renderAt(<FinderFilters applied={{ type: 'haus' }} errors={{}} onApply={onApply} onReset={jest.fn()} />);
    expect(screen.getByLabelText('Objektart')).toHaveDisplayValue('Haus');
    fireEvent.change(screen.getByLabelText('Zimmer ab'), { target: { value: ' 3,5 ' } });
    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onApply).toHaveBeenCalledWith({ type: 'haus', rooms_min: '3,5' });
  });

  it('shows the search’s refusal of a filter under that filter', () => {
    renderAt(
      <FinderFilters
        applied={{ radius: '900' }}
        errors={{ radius: 'Bitte geben Sie einen Umkreis von 1 bis 500 km an.' }}
        onApply={jest.fn()}
        onReset={jest.fn()}
      />,
    );
    const radius = screen.getByLabelText('Umkreis (km)');
    expect(radius).toHaveValue('900');
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte geben Sie einen Umkreis von 1 bis 500 km an.')).toBeInTheDocument();
  });

  it('hands „Filter zurücksetzen“ to the page', () => {
    const onReset = jest.fn();
    renderAt(<FinderFilters applied={{}} errors={{}} onApply={jest.fn()} onReset={onReset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(onReset).toHaveBeenCalled();
  });
});
