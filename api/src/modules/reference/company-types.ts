export interface CompanyTypeSeed {
  name: string;
  longName: string;
  register: string | null;
}

/** German legal forms a provider can register with, and the register that lists each. */
export const COMPANY_TYPES: readonly CompanyTypeSeed[] = [
  { name: 'GmbH', longName: 'Gesellschaft mit beschränkter Haftung', register: 'Handelsregister Abteilung B' },
  {
    name: 'UG (haftungsbeschränkt)',
    longName: 'Unternehmergesellschaft (haftungsbeschränkt)',
    register: 'Handelsregister Abteilung B',
  },
  { name: 'AG', longName: 'Aktiengesellschaft', register: 'Handelsregister Abteilung B' },
  { name: 'SE', longName: 'Europäische Gesellschaft (Societas Europaea)', register: 'Handelsregister Abteilung B' },
  { name: 'GmbH & Co. KG', longName: 'Kommanditgesellschaft mit einer GmbH als Komplementärin', register: 'Handelsregister Abteilung A' },
  { name: 'KG', longName: 'Kommanditgesellschaft', register: 'Handelsregister Abteilung A' },
  { name: 'OHG', longName: 'Offene Handelsgesellschaft', register: 'Handelsregister Abteilung A' },
  { name: 'e.K.', longName: 'Eingetragener Kaufmann / eingetragene Kauffrau', register: 'Handelsregister Abteilung A' },
  { name: 'GbR', longName: 'Gesellschaft bürgerlichen Rechts', register: 'Gesellschaftsregister (Eintragung freiwillig)' },
  { name: 'PartG', longName: 'Partnerschaftsgesellschaft', register: 'Partnerschaftsregister' },
  { name: 'eG', longName: 'Eingetragene Genossenschaft', register: 'Genossenschaftsregister' },
  { name: 'e.V.', longName: 'Eingetragener Verein', register: 'Vereinsregister' },
  { name: 'Einzelunternehmen', longName: 'Einzelunternehmen ohne Handelsregistereintrag', register: null },
  { name: 'Freiberufler', longName: 'Freiberufliche Tätigkeit', register: null },
];
