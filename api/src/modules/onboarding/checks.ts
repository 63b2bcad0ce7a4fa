import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * Plausibility checks of the trader data (format only — the operator's verification checks the content).
 * Each answers the normalised value, or null when the format is wrong.
 */

export const MESSAGES = {
  required: 'Dieses Feld ist erforderlich.',
  iban: 'Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).',
  bic: 'Bitte geben Sie eine gültige BIC ein (8 oder 11 Zeichen) oder lassen Sie das Feld leer.',
  vatId: 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).',
  taxNumber: 'Bitte geben Sie eine gültige Steuernummer ein (z. B. 12/345/67890).',
  vatOrTax: 'Bitte geben Sie eine USt-IdNr. oder eine Steuernummer an.',
  registerNumber: 'Bitte geben Sie die Registernummer im Format „HRB 12345“ ein (HRA, HRB, GnR, PR, VR oder GsR).',
  registerKind: (prefix: string) => `Für diese Rechtsform beginnt die Registernummer mit „${prefix}“.`,
  registerCourt: 'Bitte geben Sie das Registergericht an (z. B. Amtsgericht Charlottenburg).',
  zipCode: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein (z. B. +49 30 1234567).',
  companyType: 'Bitte wählen Sie eine Rechtsform aus der Liste.',
  selfCertification: 'Bitte bestätigen Sie, dass Sie nur Produkte und Dienstleistungen anbieten, die dem geltenden Recht entsprechen.',
  idDocument: 'Bitte laden Sie ein Ausweisdokument der gesetzlichen Vertretung hoch.',
  idDocumentType: 'Erlaubt sind PDF, PNG und JPG.',
  payout: 'Bitte hinterlegen Sie ein Auszahlungskonto.',
} as const;

/** EU member states' VAT ID patterns (after the country prefix), per the VIES formats. */
const VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

export function normaliseVatId(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  const pattern = VAT_PATTERNS[compact.slice(0, 2)];
  return pattern && pattern.test(compact.slice(2)) ? compact : null;
}

/** German tax number (Steuernummer): 10 to 13 digits, written with slashes or spaces. */
export function normaliseTaxNumber(value: string): string | null {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (!/^[\d/ ]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 13 ? trimmed : null;
}

const REGISTER_PREFIXES = ['HRA', 'HRB', 'GnR', 'PR', 'VR', 'GsR'] as const;

/** Register number like „HRB 12345 B“: the register's abbreviation, up to six digits, an optional court suffix. */
export function normaliseRegisterNumber(value: string): string | null {
  const match = /^(HRA|HRB|GNR|PR|VR|GSR)\s*(\d{1,6})(?:\s*([A-Z]{1,2}))?$/i.exec(value.trim());
  if (!match) return null;
  const prefix = REGISTER_PREFIXES.find((candidate) => candidate.toUpperCase() === match[1]!.toUpperCase())!;
  return [prefix, match[2], match[3]?.toUpperCase()].filter(Boolean).join(' ');
}

/** The abbreviation a register's numbers start with (company type's `register`), or null when any fits / none. */
export function registerPrefixOf(register: string | null): string | null {
  if (!register) return null;
  if (register.includes('Abteilung A')) return 'HRA';
  if (register.includes('Abteilung B')) return 'HRB';
  if (register.startsWith('Genossenschaftsregister')) return 'GnR';
  if (register.startsWith('Partnerschaftsregister')) return 'PR';
  if (register.startsWith('Vereinsregister')) return 'VR';
  if (register.startsWith('Gesellschaftsregister')) return 'GsR';
  return null;
}

/** Whether the legal form must name its register entry (voluntary for the GbR's Gesellschaftsregister). */
export function registerRequired(register: string | null): boolean {
  return register !== null && !register.includes('freiwillig');
}

export function normaliseIban(value: string): string | null {
  const iban = electronicFormatIBAN(value) ?? '';
  return isValidIBAN(iban) ? iban : null;
}

export function normaliseBic(value: string): string | null {
  const bic = value.replace(/\s/g, '').toUpperCase();
  return isValidBIC(bic) ? bic : null;
}

export function isZipCode(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d ()/-]+$/.test(value.trim()) && digits.length >= 6 && digits.length <= 15;
}
