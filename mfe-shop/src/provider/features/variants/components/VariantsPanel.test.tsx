import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-final-form';
import { NumberField } from '@marktplatz/shared';
import { GenerationPreview, featureChoices } from './VariantsPanel';
import { PriceSync } from './PriceSync';
import { combinationKey } from '../../../../lib/productRules';
import type { Feature } from '../../../entities/product';
import { renderAt } from '@marktplatz/shared/testing';

const features: Feature[] = [
  {
    id: 1,
    name: 'Farbe',
    is_color: 1,
    own: 0,
    in_category: 1,
    values: [
      { id: 11, name: 'Rot', custom_value: '#c00' },
      { id: 12, name: 'Blau', custom_value: '#00c' },
      { id: 13, name: 'Grün', custom_value: null },
    ],
  },
  {
    id: 2,
    name: 'Größe',
    is_color: 0,
    own: 0,
    in_category: 1,
    values: [
      { id: 21, name: 'M', custom_value: null },
      { id: 22, name: 'L', custom_value: null },
    ],
  },
];

describe('variant generation preview', () => {
  it('shows every combination of the chosen values and marks which exist already', () => {
    const choices = featureChoices(features, new Set([11, 12, 21, 22]));
    renderAt(<GenerationPreview choices={choices} existing={new Set([combinationKey([11, 21])])} />);
    expect(screen.getByText('4 Kombinationen')).toBeInTheDocument();
    const items = within(screen.getByTestId('variant-preview')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Farbe: Rot / Größe: Mvorhanden',
      'Farbe: Rot / Größe: Lneu',
      'Farbe: Blau / Größe: Mneu',
      'Farbe: Blau / Größe: Lneu',
    ]);
  });

  it('asks to choose feature values first when none is chosen', () => {
    renderAt(<GenerationPreview choices={featureChoices(features, new Set())} existing={new Set()} />);
    expect(screen.getByText(/Wählen Sie zuerst im Reiter „Merkmale“/)).toBeInTheDocument();
  });
});

describe('prices with and without VAT', () => {
  function renderPrices(onSubmit: (values: Record<string, unknown>) => void) {
    renderAt(
      <Form onSubmit={onSubmit} initialValues={{ net_price: 10, gross_price: 11.9 }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <PriceSync rate={19} />
            <NumberField name="net_price" label="Preis netto" />
            <NumberField name="gross_price" label="Preis brutto" />
            <button type="submit">Speichern</button>
          </form>
        )}
      </Form>,
    );
  }

  it('computes the net price when the gross price is typed (German notation)', async () => {
    const onSubmit = jest.fn();
    renderPrices(onSubmit);
    fireEvent.change(screen.getByLabelText('Preis brutto'), { target: { value: '1.190,00' } });
    await waitFor(() => expect(screen.getByLabelText('Preis netto')).toHaveValue('1.000'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ net_price: 1000, gross_price: 1190 });
  });

  it('computes the gross price when the net price is typed', async () => {
    const onSubmit = jest.fn();
    renderPrices(onSubmit);
    fireEvent.change(screen.getByLabelText('Preis netto'), { target: { value: '8,40' } });
    await waitFor(() => expect(screen.getByLabelText('Preis brutto')).toHaveValue('10'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ net_price: 8.4, gross_price: 10 });
  });
});
