import {
  ALLOWED_UPLOADS,
  acceptAttribute,
  allowedUpload,
  composeValidators,
  date,
  datePlaceholder,
  email,
  hasAllowedExtension,
  isNumeric,
  isValidDate,
  maxValue,
  minLength,
  minValue,
  numeric,
  required,
  validDate,
} from './validate';

describe('isValidDate', () => {
  it('accepts 29.02.2024 and refuses 29.02.2023', () => {
    expect(isValidDate('29.02.2024')).toBe(true);
    expect(isValidDate('29.02.2023')).toBe(false);
  });
  it('applies the century rule of leap years', () => {
    expect(isValidDate('29.02.2000')).toBe(true);
    expect(isValidDate('29.02.1900')).toBe(false);
  });
  it('accepts dot, slash and dash separators', () => {
    expect(isValidDate('01.12.2024')).toBe(true);
    expect(isValidDate('01/12/2024')).toBe(true);
    expect(isValidDate('01-12-2024')).toBe(true);
    expect(isValidDate('1.2.2024')).toBe(true);
  });
  it('refuses mixed separators, impossible days and months and other text', () => {
    expect(isValidDate('01.12/2024')).toBe(false);
    expect(isValidDate('31.04.2024')).toBe(false);
    expect(isValidDate('00.01.2024')).toBe(false);
    expect(isValidDate('12.13.2024')).toBe(false);
    expect(isValidDate('2024')).toBe(false);
    expect(isValidDate('')).toBe(false);
    expect(isValidDate(undefined)).toBe(false);
  });
  it('checks against a given format with its order and separator', () => {
    expect(isValidDate('2024-02-29', 'YYYY-MM-DD')).toBe(true);
    expect(isValidDate('29.02.2024', 'YYYY-MM-DD')).toBe(false);
    expect(isValidDate('12/31/2024', 'MM/DD/YYYY')).toBe(true);
  });
});

describe('datePlaceholder', () => {
  it('joins TT, MM and JJJJ with the separator of the format', () => {
    expect(datePlaceholder()).toBe('TT.MM.JJJJ');
    expect(datePlaceholder('DD/MM/YYYY')).toBe('TT/MM/JJJJ');
    expect(datePlaceholder('YYYY-MM-DD')).toBe('JJJJ-MM-TT');
  });
});

describe('isNumeric', () => {
  it('accepts numbers and numeric text in German or plain notation', () => {
    expect(isNumeric(3)).toBe(true);
    expect(isNumeric('1.234,56')).toBe(true);
    expect(isNumeric('12.5')).toBe(true);
    expect(isNumeric('-4')).toBe(true);
  });
  it('refuses text, empty values and NaN', () => {
    expect(isNumeric('zwölf')).toBe(false);
    expect(isNumeric('')).toBe(false);
    expect(isNumeric(Number.NaN)).toBe(false);
    expect(isNumeric(null)).toBe(false);
  });
});

describe('upload extensions', () => {
  it('allows the image extensions png, jpg and jpeg', () => {
    expect(ALLOWED_UPLOADS.images).toEqual(['png', 'jpg', 'jpeg']);
    expect(hasAllowedExtension('Foto.JPG', ['images'])).toBe(true);
    expect(hasAllowedExtension({ name: 'logo.png' }, ['images'])).toBe(true);
    expect(hasAllowedExtension('bild.gif', ['images'])).toBe(false);
  });
  it('has audio, video and document families', () => {
    expect(hasAllowedExtension('ansage.mp3', ['audio'])).toBe(true);
    expect(hasAllowedExtension('film.mp4', ['video'])).toBe(true);
    expect(hasAllowedExtension('rechnung.pdf', ['documents'])).toBe(true);
    expect(hasAllowedExtension('rechnung.pdf', ['images'])).toBe(false);
  });
  it('refuses unknown, executable and missing extensions across all families', () => {
    expect(hasAllowedExtension('setup.exe')).toBe(false);
    expect(hasAllowedExtension('README')).toBe(false);
    expect(hasAllowedExtension('vertrag.docx')).toBe(true);
  });
  it('builds an accept attribute', () => {
    expect(acceptAttribute(['images'])).toBe('.png,.jpg,.jpeg');
  });
});

describe('field validators', () => {
  it('says Pflichtfeld for empty required values', () => {
    expect(required('')).toBe('Pflichtfeld');
    expect(required('   ')).toBe('Pflichtfeld');
    expect(required(undefined)).toBe('Pflichtfeld');
    expect(required(false)).toBe('Pflichtfeld');
    expect(required('x')).toBeUndefined();
    expect(required(0)).toBeUndefined();
  });
  it('explains the expected date format in German', () => {
    expect(date('31.02.2024')).toBe('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
    expect(date('29.02.2024')).toBeUndefined();
    expect(date('')).toBeUndefined();
    expect(validDate('YYYY-MM-DD')('2024-13-01')).toBe('Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT ein.');
  });
  it('checks numbers, e-mail addresses, lengths and bounds with German texts', () => {
    expect(numeric('abc')).toBe('Bitte geben Sie eine gültige Zahl ein.');
    expect(numeric('1.234,5')).toBeUndefined();
    expect(email('kein-at')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(email('kunde@example.de')).toBeUndefined();
    expect(minLength(8)('kurz')).toBe('Bitte geben Sie mindestens 8 Zeichen ein.');
    expect(minValue(1)('0,5')).toBe('Der Wert muss mindestens 1 betragen.');
    expect(maxValue(1000)('1.000,01')).toBe('Der Wert darf höchstens 1.000 betragen.');
    expect(maxValue(1000)('1.000')).toBeUndefined();
  });
  it('checks upload file names against the allowed families', () => {
    const images = allowedUpload(['images']);
    expect(images({ name: 'a.png' })).toBeUndefined();
    expect(images([{ name: 'a.png' }, { name: 'b.pdf' }])).toBe('Dieser Dateityp ist nicht erlaubt.');
  });
  it('composes validators and returns the first error', () => {
    const validator = composeValidators(required, date);
    expect(validator('')).toBe('Pflichtfeld');
    expect(validator('30.02.2024')).toBe('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
    expect(validator('01.03.2024')).toBeUndefined();
  });
});
