import { screen, within } from '@testing-library/react';
import { ImportReportView } from './ImportReportView';
import { parseStreamLines } from '../lib/streamLines';
import { renderAt } from '@marktplatz/shared/testing';

describe('import report', () => {
  it('shows the summary and one row per faulty CSV line, sorted by line, with column and German message', () => {
    renderAt(
      <ImportReportView
        report={{
          total: 50,
          created: 40,
          updated: 8,
          failed: 2,
          encoding: 'utf-8',
          rows: [],
          errors: [
            { row: 31, column: 'sku', message: 'Die SKU fehlt.' },
            { row: 7, column: 'price', message: 'Bitte geben Sie eine Zahl im Format 1.234,56 ein.' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('48 von 50 Zeilen importiert, 2 fehlerhaft.');
    const table = screen.getByRole('table', { name: 'Fehlerhafte Zeilen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/^(Zeile|Spalte|Fehler)/, '')),
      ),
    ).toEqual([
      ['7', 'price', 'Bitte geben Sie eine Zahl im Format 1.234,56 ein.'],
      ['31', 'sku', 'Die SKU fehlt.'],
    ]);
  });

  it('says all rows were imported when none failed, without an error table', () => {
    renderAt(<ImportReportView report={{ total: 3, created: 3, updated: 0, failed: 0, encoding: 'utf-8', rows: [], errors: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 von 3 Zeilen importiert, 0 fehlerhaft. Alle Zeilen wurden importiert.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('import price notices (§ 11 PAngV)', () => {
  it('lists why a typed previous_price was refused or replaced, per CSV line', () => {
    renderAt(
      <ImportReportView
        report={{
          total: 1,
          created: 1,
          updated: 0,
          failed: 0,
          encoding: 'utf-8',
          rows: [
            {
              row: 2,
              sku: 'KAFFEE-500',
              action: 'created',
              product_id: 9,
              price_notice: 'Streichpreis 14,99 € nicht übernommen: Für diesen Artikel gibt es noch keinen früheren Preis.',
            },
          ],
          errors: [],
        }}
      />,
    );
    expect(screen.getByTestId('import-price-notices')).toHaveTextContent('Zeile 2 (KAFFEE-500): Streichpreis 14,99 € nicht übernommen');
  });
});

describe('streamed import progress', () => {
  it('reads the complete NDJSON lines and leaves a partial last line for later', () => {
    const text = '{"type":"start","total":50}\n{"type":"progress","processed":25,"total":50}\n{"type":"progr';
    expect(parseStreamLines(text)).toEqual([
      { type: 'start', total: 50 },
      { type: 'progress', processed: 25, total: 50 },
    ]);
  });
});
