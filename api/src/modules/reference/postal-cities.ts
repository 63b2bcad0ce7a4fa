/**
 * Cities for a selection of German postal codes.
 *
 * No licensed source that maps every postal code to its places is installed (the `german-postal-codes`
 * package lists codes only), so this is the team's own table: the delivery areas of the largest German
 * cities and the state capitals, written as ranges of the postal code system, plus the single codes the
 * package itself names (large recipients). A range counts only the codes that exist in the package.
 * Every listed pair is right (the code serves that city); where a code also serves a small neighbouring
 * municipality, only the city is listed. Codes of a neighbour alone (Kronshagen's 24119 beside Kiel,
 * Schönefeld's 12529 beside Berlin) are left out.
 * The seed writes the expanded table to `postal_code_cities`, where an operator can add places.
 */
export interface PostalCityRange {
  from: string;
  to: string;
  city: string;
  state: string;
}

export const POSTAL_CITY_RANGES: readonly PostalCityRange[] = [
  { from: '01001', to: '01001', city: 'Dresden', state: 'Sachsen' },
  { from: '01062', to: '01062', city: 'Dresden', state: 'Sachsen' },
  { from: '01067', to: '01328', city: 'Dresden', state: 'Sachsen' },
  { from: '04103', to: '04357', city: 'Leipzig', state: 'Sachsen' },
  { from: '09107', to: '09107', city: 'Chemnitz', state: 'Sachsen' },
  { from: '10115', to: '10999', city: 'Berlin', state: 'Berlin' },
  { from: '11011', to: '11011', city: 'Berlin', state: 'Berlin' },
  { from: '12043', to: '12527', city: 'Berlin', state: 'Berlin' },
  { from: '12555', to: '12689', city: 'Berlin', state: 'Berlin' },
  { from: '13051', to: '13629', city: 'Berlin', state: 'Berlin' },
  { from: '14050', to: '14199', city: 'Berlin', state: 'Berlin' },
  { from: '14467', to: '14482', city: 'Potsdam', state: 'Brandenburg' },
  { from: '18055', to: '18147', city: 'Rostock', state: 'Mecklenburg-Vorpommern' },
  { from: '19053', to: '19063', city: 'Schwerin', state: 'Mecklenburg-Vorpommern' },
  { from: '20095', to: '20539', city: 'Hamburg', state: 'Hamburg' },
  { from: '21073', to: '21149', city: 'Hamburg', state: 'Hamburg' },
  { from: '24103', to: '24118', city: 'Kiel', state: 'Schleswig-Holstein' },
  { from: '24143', to: '24159', city: 'Kiel', state: 'Schleswig-Holstein' },
  { from: '28195', to: '28779', city: 'Bremen', state: 'Bremen' },
  { from: '30159', to: '30669', city: 'Hannover', state: 'Niedersachsen' },
  { from: '33602', to: '33739', city: 'Bielefeld', state: 'Nordrhein-Westfalen' },
  { from: '39104', to: '39130', city: 'Magdeburg', state: 'Sachsen-Anhalt' },
  { from: '40210', to: '40629', city: 'Düsseldorf', state: 'Nordrhein-Westfalen' },
  { from: '42103', to: '42399', city: 'Wuppertal', state: 'Nordrhein-Westfalen' },
  { from: '44128', to: '44128', city: 'Dortmund', state: 'Nordrhein-Westfalen' },
  { from: '44135', to: '44388', city: 'Dortmund', state: 'Nordrhein-Westfalen' },
  { from: '44787', to: '44894', city: 'Bochum', state: 'Nordrhein-Westfalen' },
  { from: '45127', to: '45359', city: 'Essen', state: 'Nordrhein-Westfalen' },
  { from: '47051', to: '47279', city: 'Duisburg', state: 'Nordrhein-Westfalen' },
  { from: '48143', to: '48167', city: 'Münster', state: 'Nordrhein-Westfalen' },
  { from: '50667', to: '50999', city: 'Köln', state: 'Nordrhein-Westfalen' },
  { from: '51061', to: '51149', city: 'Köln', state: 'Nordrhein-Westfalen' },
  { from: '53111', to: '53229', city: 'Bonn', state: 'Nordrhein-Westfalen' },
  { from: '55100', to: '55100', city: 'Mainz', state: 'Rheinland-Pfalz' },
  { from: '55116', to: '55131', city: 'Mainz', state: 'Rheinland-Pfalz' },
  { from: '60306', to: '60599', city: 'Frankfurt am Main', state: 'Hessen' },
  { from: '65183', to: '65207', city: 'Wiesbaden', state: 'Hessen' },
  { from: '65929', to: '65936', city: 'Frankfurt am Main', state: 'Hessen' },
  { from: '66111', to: '66133', city: 'Saarbrücken', state: 'Saarland' },
  { from: '68159', to: '68309', city: 'Mannheim', state: 'Baden-Württemberg' },
  { from: '70173', to: '70619', city: 'Stuttgart', state: 'Baden-Württemberg' },
  { from: '76131', to: '76229', city: 'Karlsruhe', state: 'Baden-Württemberg' },
  { from: '79098', to: '79117', city: 'Freiburg im Breisgau', state: 'Baden-Württemberg' },
  { from: '80313', to: '80313', city: 'München', state: 'Bayern' },
  { from: '80331', to: '81929', city: 'München', state: 'Bayern' },
  { from: '86150', to: '86199', city: 'Augsburg', state: 'Bayern' },
  { from: '90329', to: '90329', city: 'Nürnberg', state: 'Bayern' },
  { from: '90402', to: '90491', city: 'Nürnberg', state: 'Bayern' },
  { from: '99084', to: '99099', city: 'Erfurt', state: 'Thüringen' },
];

export interface PostalCity {
  postal_code: string;
  city: string;
  state: string;
}

/** The table's ranges applied to the real list of codes: one row per existing code. */
export function expandPostalCities(codes: readonly string[], ranges: readonly PostalCityRange[] = POSTAL_CITY_RANGES): PostalCity[] {
  const rows: PostalCity[] = [];
  for (const code of codes) {
    for (const range of ranges) {
      if (code >= range.from && code <= range.to) rows.push({ postal_code: code, city: range.city, state: range.state });
    }
  }
  return rows;
}
