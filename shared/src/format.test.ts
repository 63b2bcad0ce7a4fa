import {
  formatArea,
  formatCents,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatEuroWhole,
  formatPercent,
  parseGermanNumber,
} from './format';

describe('formatEuroWhole', () => {
  it('shows whole euros with German thousands dots and no cents', () => {
    expect(formatEuroWhole(145000)).toBe('145.000 €');
    expect(formatEuroWhole('1245000.00')).toBe('1.245.000 €');
    expect(formatEuroWhole(999)).toBe('999 €');
    expect(formatEuroWhole(0)).toBe('0 €');
  });
  it('rounds half away from zero and keeps the sign', () => {
    expect(formatEuroWhole(1234.5)).toBe('1.235 €');
    expect(formatEuroWhole(1234.49)).toBe('1.234 €');
    expect(formatEuroWhole(-2500.5)).toBe('-2.501 €');
    expect(formatEuroWhole(-0.2)).toBe('0 €');
  });
  it('gives an empty string for empty or invalid input', () => {
    expect(formatEuroWhole(null)).toBe('');
    expect(formatEuroWhole('')).toBe('');
    expect(formatEuroWhole('abc')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('formats 1234.56 as 1.234,56 €', () => {
    expect(formatCurrency(1234.56)).toBe('1.234,56 €');
  });
  it('formats numeric strings from the API and keeps two decimals', () => {
    expect(formatCurrency('19.9')).toBe('19,90 €');
    expect(formatCurrency(0)).toBe('0,00 €');
    expect(formatCurrency(-5)).toBe('-5,00 €');
  });
  it('gives an empty text for missing or invalid values', () => {
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });
});

describe('parseGermanNumber', () => {
  it('parses 1.234,56 as 1234.56', () => {
    expect(parseGermanNumber('1.234,56')).toBe(1234.56);
  });
  it('removes every thousands dot and turns the comma into a dot', () => {
    expect(parseGermanNumber('1.234.567,8')).toBe(1234567.8);
    expect(parseGermanNumber('12,5')).toBe(12.5);
    expect(parseGermanNumber('  7 ')).toBe(7);
    expect(parseGermanNumber('-3,25')).toBe(-3.25);
  });
  it('reads 1.5 as 15 because the dot is a thousands separator', () => {
    expect(parseGermanNumber('1.5')).toBe(15);
  });
  it('returns NaN for invalid input', () => {
    expect(parseGermanNumber('abc')).toBeNaN();
    expect(parseGermanNumber('')).toBeNaN();
    expect(parseGermanNumber('1,2,3')).toBeNaN();
    expect(parseGermanNumber('12a')).toBeNaN();
    expect(parseGermanNumber(null)).toBeNaN();
  });
});

describe('formatArea', () => {
  it('shows an area with two decimals and m²', () => {
    expect(formatArea(85.5)).toBe('85,50 m²');
    expect(formatArea(1250)).toBe('1.250,00 m²');
  });
});

describe('formatPercent', () => {
  it('keeps three decimals with a comma', () => {
    expect(formatPercent(19)).toBe('19,000 %');
    expect(formatPercent(7.1234)).toBe('7,123 %');
  });
});

describe('formatDate', () => {
  it('formats a date as TT.MM.JJJJ', () => {
    expect(formatDate(new Date(2024, 1, 29))).toBe('29.02.2024');
    expect(formatDate('2024-12-24')).toBe('24.12.2024');
  });
  it('formats date and time', () => {
    expect(formatDateTime(new Date(2024, 11, 24, 18, 30))).toBe('24.12.2024, 18:30');
  });
  it('gives an empty text for invalid dates', () => {
    expect(formatDate('kein Datum')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatCents', () => {
  it('formats integer cents as German euros with grouping and two decimals', () => {
    expect(formatCents(123456)).toBe('1.234,56 €');
    expect(formatCents(5)).toBe('0,05 €');
    expect(formatCents(0)).toBe('0,00 €');
    expect(formatCents(-5)).toBe('-0,05 €');
    expect(formatCents(100000000)).toBe('1.000.000,00 €');
  });
  it('agrees with the euro formatter for every amount it is given in cents', () => {
    for (const cents of [1, 99, 1999, 2550, 123456789, -1234]) expect(formatCents(cents)).toBe(formatCurrency(cents / 100));
  });
  it('gives an empty string for empty or invalid input and rounds fractions of a cent', () => {
    expect(formatCents(null)).toBe('');
    expect(formatCents(undefined)).toBe('');
    expect(formatCents('')).toBe('');
    expect(formatCents('abc')).toBe('');
    expect(formatCents(1999.5)).toBe('20,00 €');
  });
});
