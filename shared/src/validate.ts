/** Checks and react-final-form field validators with German error texts. */
import { parseGermanNumber } from './format';
import { formatGermanNumber } from './germanFormat';
import { messages } from './messages';

/** A date format written with the tokens DD, MM and YYYY and one separator: `.`, `/` or `-`. */
export type DateFormat = 'DD.MM.YYYY' | 'DD/MM/YYYY' | 'DD-MM-YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD' | 'YYYY.MM.DD' | 'YYYY/MM/DD';

export const DEFAULT_DATE_FORMAT: DateFormat = 'DD.MM.YYYY';
export const DATE_SEPARATORS = ['.', '/', '-'] as const;
export type DateSeparator = (typeof DATE_SEPARATORS)[number];

const PLACEHOLDER_TOKENS: Record<string, string> = { DD: 'TT', MM: 'MM', YYYY: 'JJJJ' };

function parseFormat(format: DateFormat): { separator: DateSeparator; order: ('DD' | 'MM' | 'YYYY')[] } {
  const separator = DATE_SEPARATORS.find((s) => format.includes(s)) ?? '.';
  const order = format.split(separator) as ('DD' | 'MM' | 'YYYY')[];
  return { separator, order };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The date check: day, month and year separated by `.`, `/` or `-` (one separator throughout), leap years
 * included. Without a format any of the three separators is accepted in day-month-year order; with a format
 * the value must use that format's order and separator.
 */
export function isValidDate(value: unknown, format?: DateFormat): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  let parts: string[];
  let order: ('DD' | 'MM' | 'YYYY')[];
  if (format) {
    const parsed = parseFormat(format);
    parts = text.split(parsed.separator);
    order = parsed.order;
  } else {
    const match = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/.exec(text);
    if (!match) return false;
    parts = [match[1] ?? '', match[3] ?? '', match[4] ?? ''];
    order = ['DD', 'MM', 'YYYY'];
  }
  if (parts.length !== 3 || order.length !== 3) return false;
  const values: Partial<Record<'DD' | 'MM' | 'YYYY', number>> = {};
  for (let i = 0; i < 3; i += 1) {
    const token = order[i] as 'DD' | 'MM' | 'YYYY';
    const part = parts[i] ?? '';
    const pattern = token === 'YYYY' ? /^\d{4}$/ : /^\d{1,2}$/;
    if (!pattern.test(part)) return false;
    values[token] = Number(part);
  }
  const day = values.DD ?? 0;
  const month = values.MM ?? 0;
  const year = values.YYYY ?? 0;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(month, year);
}

/** The placeholder of a date format in German tokens: `DD.MM.YYYY` → `TT.MM.JJJJ`. */
export function datePlaceholder(format: DateFormat = DEFAULT_DATE_FORMAT): string {
  const { separator, order } = parseFormat(format);
  return order.map((token) => PLACEHOLDER_TOKENS[token] ?? token).join(separator);
}

/** True for a finite number or a string holding one (German `1.234,56` or plain `1234.56`). */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  const trimmed = value.trim();
  if (/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return true;
  return Number.isFinite(parseGermanNumber(trimmed));
}

/** Allowed upload extensions by family (lower case, without dot). */
export const ALLOWED_UPLOADS = {
  images: ['png', 'jpg', 'jpeg'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'aac'],
  video: ['mp4', 'webm', 'mov', 'avi', 'mkv'],
  documents: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'txt', 'csv', 'rtf'],
} as const;

export type UploadFamily = keyof typeof ALLOWED_UPLOADS;
export const UPLOAD_FAMILIES = Object.keys(ALLOWED_UPLOADS) as UploadFamily[];

/** The extension of a file name in lower case, without dot (`'Foto.JPG'` → `'jpg'`). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the file (or file name) has an extension of one of the given families (all by default). */
export function hasAllowedExtension(file: string | { name: string }, families: readonly UploadFamily[] = UPLOAD_FAMILIES): boolean {
  const extension = fileExtension(typeof file === 'string' ? file : file.name);
  if (!extension) return false;
  return families.some((family) => (ALLOWED_UPLOADS[family] as readonly string[]).includes(extension));
}

/** The `accept` attribute of a file input for the given families: `.png,.jpg,.jpeg`. */
export function acceptAttribute(families: readonly UploadFamily[] = UPLOAD_FAMILIES): string {
  return families.flatMap((family) => ALLOWED_UPLOADS[family].map((ext) => `.${ext}`)).join(',');
}

// ---- react-final-form field validators ----

/** A react-final-form field validator: returns the German error text or undefined. */
export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Runs the validators in order and returns the first error. */
export function composeValidators<V = unknown>(...validators: (Validator<V> | undefined | false)[]): Validator<V> {
  return (value, allValues) => {
    for (const validator of validators) {
      if (!validator) continue;
      const error = validator(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
}

/** `Pflichtfeld` when empty (a checkbox counts as empty when not ticked). */
export const required: Validator = (value) => (isEmpty(value) || value === false ? messages.required : undefined);

/** Date in the given format (default `TT.MM.JJJJ`); empty values pass (combine with `required`). */
export function validDate(format: DateFormat = DEFAULT_DATE_FORMAT): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    if (isValidDate(value, format)) return undefined;
    return `Bitte geben Sie ein gültiges Datum im Format ${datePlaceholder(format)} ein.`;
  };
}

/** Date in `TT.MM.JJJJ`; empty values pass. */
export const date: Validator = validDate();

/** A number (German or plain notation); empty values pass. */
export const numeric: Validator = (value) => (isEmpty(value) || isNumeric(value) ? undefined : messages.invalidNumber);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address; empty values pass. */
export const email: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && EMAIL_PATTERN.test(value.trim())) ? undefined : messages.invalidEmail;

export function minLength(min: number): Validator {
  return (value) => (isEmpty(value) || String(value).length >= min ? undefined : messages.minLength(min));
}

export function maxLength(max: number): Validator {
  return (value) => (isEmpty(value) || String(value).length <= max ? undefined : messages.maxLength(max));
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : parseGermanNumber(trimmed);
  }
  return Number.NaN;
}

const numberText = (n: number) => formatGermanNumber(n);

/** Number at least `min` (German input accepted); empty values pass. */
export function minValue(min: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = toNumber(value);
    if (!Number.isFinite(n)) return messages.invalidNumber;
    return n >= min ? undefined : messages.minValue(numberText(min));
  };
}

/** Number at most `max` (German input accepted); empty values pass. */
export function maxValue(max: number): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = toNumber(value);
    if (!Number.isFinite(n)) return messages.invalidNumber;
    return n <= max ? undefined : messages.maxValue(numberText(max));
  };
}

/** Files (a File, a FileList, an array or names) whose extensions belong to the given families. */
export function allowedUpload(families: readonly UploadFamily[] = UPLOAD_FAMILIES): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const list: unknown[] =
      typeof FileList !== 'undefined' && value instanceof FileList ? Array.from(value) : Array.isArray(value) ? value : [value];
    const ok = list.every(
      (item) =>
        (typeof item === 'string' || (typeof item === 'object' && item !== null && 'name' in item)) &&
        hasAllowedExtension(item as string | { name: string }, families),
    );
    return ok ? undefined : messages.invalidFileType;
  };
}
