import { render, screen, within } from '@testing-library/react';
import { SelectOptions } from './SelectOptions';

const STATES = ['open', 'paid'] as const;
const LABELS = { open: 'Offen', paid: 'Bezahlt', cancelled: 'Storniert' };

describe('SelectOptions', () => {
  it('offers the values in their order with their German labels, after the select’s own empty entry', () => {
    render(
      <select aria-label="Status" defaultValue="">
        <option value="">Alle Status</option>
        <SelectOptions values={STATES} labels={LABELS} />
      </select>,
    );
    const options = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Alle Status'],
      ['open', 'Offen'],
      ['paid', 'Bezahlt'],
    ]);
  });
});
