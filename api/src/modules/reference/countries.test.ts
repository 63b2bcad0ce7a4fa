import { defaultCountry, findCountryById, listCallingCodes, listCountries } from './countries';

describe('countries', () => {
  it('lists every country with a German name, starting with Germany, Austria and Switzerland', () => {
    const countries = listCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.slice(0, 3).map((country) => country.name)).toEqual(['Deutschland', 'Österreich', 'Schweiz']);
    expect(countries.find((country) => country.code === 'FR')?.name).toBe('Frankreich');
    expect(countries.find((country) => country.code === 'US')?.name).toBe('Vereinigte Staaten von Amerika');
  });

  it('sorts the countries after D-A-CH alphabetically in German', () => {
    const rest = listCountries()
      .slice(3)
      .map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'de')));
    expect(rest.indexOf('Ägypten')).toBeLessThan(rest.indexOf('Albanien'));
  });

  it('uses the ISO numeric code as a unique id and gives each country its calling code', () => {
    const countries = listCountries();
    expect(new Set(countries.map((country) => country.id)).size).toBe(countries.length);
    expect(findCountryById(276)).toMatchObject({ code: 'DE', code3: 'DEU', calling_code: '+49' });
    expect(findCountryById(40)).toMatchObject({ code: 'AT', calling_code: '+43' });
    expect(findCountryById(756)).toMatchObject({ code: 'CH', calling_code: '+41' });
    expect(countries.find((country) => country.code === 'XK')?.calling_code).toBe('+383');
    for (const country of countries) expect(country.calling_code).toMatch(/^\+\d{1,4}$/);
  });

  it('marks Germany, and only Germany, as the default country', () => {
    expect(defaultCountry()).toMatchObject({ code: 'DE', name: 'Deutschland', is_default: true });
    expect(listCountries().filter((country) => country.is_default)).toHaveLength(1);
  });

  it('lists calling codes in the same order as the countries', () => {
    const codes = listCallingCodes();
    expect(codes[0]).toEqual({ country_id: 276, code: 'DE', name: 'Deutschland', calling_code: '+49' });
    expect(codes).toHaveLength(listCountries().length);
  });
});
