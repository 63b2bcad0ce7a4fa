import { expandPostalCities, POSTAL_CITY_RANGES } from './postal-cities';
import { allPostalCodes, isGermanPostalCode, searchPostalCodes } from './postal-codes';

describe('German postal codes', () => {
  it('holds every German postal code once, sorted, as five digits', () => {
    const codes = allPostalCodes();
    expect(codes.length).toBeGreaterThan(8000);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
  });

  it('recognises existing codes and rejects unknown or malformed ones', () => {
    expect(isGermanPostalCode('10115')).toBe(true);
    expect(isGermanPostalCode('01067')).toBe(true);
    expect(isGermanPostalCode('00000')).toBe(false);
    expect(isGermanPostalCode('1011')).toBe(false);
    expect(isGermanPostalCode('abcde')).toBe(false);
  });

  it('finds codes by prefix, limited, with the number of all matches', () => {
    const result = searchPostalCodes('101', 3);
    expect(result.codes).toEqual(['10115', '10117', '10119']);
    expect(result.total).toBeGreaterThan(3);
    expect(searchPostalCodes('10115', 10)).toEqual({ codes: ['10115'], total: 1 });
    expect(searchPostalCodes('00', 10)).toEqual({ codes: [], total: 0 });
  });
});

describe('postal code city table', () => {
  it('has ranges that do not overlap and each cover at least one existing code', () => {
    const codes = allPostalCodes();
    const sorted = [...POSTAL_CITY_RANGES].sort((a, b) => a.from.localeCompare(b.from));
    for (const [index, range] of sorted.entries()) {
      expect(range.from <= range.to).toBe(true);
      expect(codes.some((code) => code >= range.from && code <= range.to)).toBe(true);
      const next = sorted[index + 1];
      if (next) expect(range.to < next.from).toBe(true);
    }
  });

  it('expands ranges to the codes that exist, one row each', () => {
    const rows = expandPostalCities(
      ['10115', '10116', '20095', '99999'],
      [
        { from: '10115', to: '10999', city: 'Berlin', state: 'Berlin' },
        { from: '20095', to: '20095', city: 'Hamburg', state: 'Hamburg' },
      ],
    );
    expect(rows).toEqual([
      { postal_code: '10115', city: 'Berlin', state: 'Berlin' },
      { postal_code: '10116', city: 'Berlin', state: 'Berlin' },
      { postal_code: '20095', city: 'Hamburg', state: 'Hamburg' },
    ]);
  });

  it('gives the big cities their central codes', () => {
    const rows = expandPostalCities(allPostalCodes());
    const cityOf = (code: string) => rows.filter((row) => row.postal_code === code).map((row) => row.city);
    expect(cityOf('10115')).toEqual(['Berlin']);
    expect(cityOf('20095')).toEqual(['Hamburg']);
    expect(cityOf('80331')).toEqual(['München']);
    expect(cityOf('50667')).toEqual(['Köln']);
    expect(cityOf('60311')).toEqual(['Frankfurt am Main']);
    expect(cityOf('70173')).toEqual(['Stuttgart']);
    expect(cityOf('01067')).toEqual(['Dresden']);
    expect(cityOf('12529')).toEqual([]);
    expect(rows.length).toBeGreaterThan(900);
  });
});
