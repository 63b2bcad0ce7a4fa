import { screen } from '@testing-library/react';
import { renderAt } from '@marktplatz/shared/testing';
import { shirt } from '../../../test/fixtures';
import { optionDisplay, VariantPicker } from './VariantPicker';

describe('VariantPicker', () => {
  it('names a colour by its name with a swatch, never by its hex code', () => {
    const product = shirt();
    const colours = {
      ...product,
      options: product.options.map((group) =>
        group.name === 'Farbe'
          ? {
              ...group,
              is_color: true,
              values: [
                { value: 'Blau', custom_value: '#1f3a5f' },
                { value: 'Rot', custom_value: '#c8643b' },
              ],
            }
          : group,
      ),
    };
    renderAt(<VariantPicker product={colours} selection={{ Farbe: 'Blau', Größe: 'M' }} onChange={() => undefined} />, '/product/x');
    const blue = screen.getByRole('radio', { name: 'Blau' });
    expect(blue.closest('label')?.querySelector('.swatch')).toHaveStyle({ background: '#1f3a5f' });
    expect(screen.queryByText('#1f3a5f')).toBeNull();
    expect(screen.getByText(': Blau')).toBeInTheDocument();
  });

  it('reads a colour stored the other way round (hex as value, name as custom value)', () => {
    expect(optionDisplay({ is_color: true }, { value: '#d9c7a7', custom_value: 'Naturbeige' })).toEqual({
      text: 'Naturbeige',
      swatch: '#d9c7a7',
    });
    expect(optionDisplay({ is_color: false }, { value: 'XL', custom_value: null })).toEqual({ text: 'XL', swatch: null });
  });
});
