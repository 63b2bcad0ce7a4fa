import { allocate, sumVat, vatBreakdown } from './money';

describe('money', () => {
  it('spreads an amount in proportion to weights, the shares adding up exactly', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(100, [3000, 1000])).toEqual([75, 25]);
    expect(allocate(500, [0, 0])).toEqual([500, 0]);
    expect(allocate(7, [])).toEqual([]);
  });

  it('computes VAT per rate from the gross sums, net + tax = gross', () => {
    expect(vatBreakdown([{ rate: 19, grossCents: 11_900 }], 0)).toEqual([
      { rate: 19, net_cents: 10_000, tax_cents: 1900, gross_cents: 11_900 },
    ]);
    const mixed = vatBreakdown(
      [
        { rate: 7, grossCents: 1070 },
        { rate: 19, grossCents: 1190 },
        { rate: 7, grossCents: 535 },
      ],
      0,
    );
    expect(mixed).toEqual([
      { rate: 7, net_cents: 1500, tax_cents: 105, gross_cents: 1605 },
      { rate: 19, net_cents: 1000, tax_cents: 190, gross_cents: 1190 },
    ]);
  });

  it('splits shipping over the rates in proportion to the goods (its VAT follows the goods)', () => {
    const lines = vatBreakdown(
      [
        { rate: 7, grossCents: 3000 },
        { rate: 19, grossCents: 1000 },
      ],
      400,
    );
    expect(lines.map((line) => [line.rate, line.gross_cents])).toEqual([
      [7, 3300],
      [19, 1100],
    ]);
    expect(lines.reduce((sum, line) => sum + line.gross_cents, 0)).toBe(4400);
    // shipping alone (no goods) is taxed at the standard rate
    expect(vatBreakdown([], 490)).toEqual([{ rate: 19, net_cents: 412, tax_cents: 78, gross_cents: 490 }]);
  });

  it('adds VAT lines of several groups per rate', () => {
    expect(
      sumVat([
        [{ rate: 7, net_cents: 100, tax_cents: 7, gross_cents: 107 }],
        [
          { rate: 19, net_cents: 100, tax_cents: 19, gross_cents: 119 },
          { rate: 7, net_cents: 200, tax_cents: 14, gross_cents: 214 },
        ],
      ]),
    ).toEqual([
      { rate: 7, net_cents: 300, tax_cents: 21, gross_cents: 321 },
      { rate: 19, net_cents: 100, tax_cents: 19, gross_cents: 119 },
    ]);
  });
});
