import isoCountries from 'i18n-iso-countries';
import { countries as countryFacts } from 'countries-list';
import type { z } from 'zod';
import type { countrySchema } from './schema';

/** A country as the reference calls answer it (the wire shape `Country` of `schema.ts`). */
export type Country = z.infer<typeof countrySchema>;

export const DEFAULT_COUNTRY_CODE = 'DE';

/** D-A-CH first: most customers and providers of the marketplace live there. */
const LEADING_COUNTRIES = ['DE', 'AT', 'CH'] as const;

/**
 * Kosovo is listed with several historic calling codes; +383 is the one it has had since 2017.
 * Everywhere else the first listed code is the main one.
 */
const MAIN_CALLING_CODE: Readonly<Record<string, number>> = { XK: 383 };

function buildCountries(): Country[] {
  const list: Country[] = [];
  for (const code of Object.keys(isoCountries.getAlpha2Codes())) {
    const facts = countryFacts[code as keyof typeof countryFacts];
    const name = isoCountries.getName(code, 'de', { select: 'official' });
    const numeric = isoCountries.alpha2ToNumeric(code);
    const alpha3 = isoCountries.alpha2ToAlpha3(code);
    if (!facts || !name || !numeric || !alpha3 || facts.phone.length === 0) continue;
    const phones = facts.phone.map((phone) => `+${phone}`);
    const main = MAIN_CALLING_CODE[code];
    list.push({
      id: Number.parseInt(numeric, 10),
      code,
      code3: alpha3,
      name,
      calling_code: main === undefined ? (phones[0] as string) : `+${main}`,
      calling_codes: phones,
      is_default: code === DEFAULT_COUNTRY_CODE,
    });
  }
  const rank = (country: Country): number => {
    const index = (LEADING_COUNTRIES as readonly string[]).indexOf(country.code);
    return index === -1 ? LEADING_COUNTRIES.length : index;
  };
  return list.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'de'));
}

let cache: readonly Country[] | undefined;

/** Every country, loaded once: D-A-CH first, then alphabetically by German name. */
export function listCountries(): readonly Country[] {
  cache ??= Object.freeze(buildCountries());
  return cache;
}

export function defaultCountry(): Country {
  const germany = listCountries().find((country) => country.code === DEFAULT_COUNTRY_CODE);
  if (!germany) throw new Error('Deutschland fehlt in der Länderliste.');
  return germany;
}

export function findCountryById(id: number): Country | undefined {
  return listCountries().find((country) => country.id === id);
}

/** One row per country for the calling-code picker (`api/getCountriesCode`). */
export interface CountryCallingCode {
  country_id: number;
  code: string;
  name: string;
  calling_code: string;
}

export function listCallingCodes(): CountryCallingCode[] {
  return listCountries().map((country) => ({
    country_id: country.id,
    code: country.code,
    name: country.name,
    calling_code: country.calling_code,
  }));
}
