/**
 * CSV as German spreadsheets write it: `;` between cells, `"` around cells that hold the separator, quotes or
 * line breaks (a quote inside is doubled), CRLF or LF line ends, decimal comma. Encoding: UTF-8 with or
 * without BOM, otherwise Windows-1252 (Excel's "CSV (Trennzeichen-getrennt)" on German Windows); UTF-16 with
 * BOM (Excel's "Unicode-Text") is read as well.
 */

export const CSV_ENCODINGS = ['utf-8-bom', 'utf-8', 'windows-1252', 'utf-16le', 'utf-16be'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

export function decodeCsv(buffer: Buffer): { text: string; encoding: CsvEncoding } {
  if (buffer.length >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(buffer.subarray(3)), encoding: 'utf-8-bom' };
  }
  // Excel's "Unicode-Text" (UTF-16 with BOM, tab separated).
  if (buffer.length >= 2 && buffer[0] === 0xff && buffer[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(buffer.subarray(2)), encoding: 'utf-16le' };
  }
  if (buffer.length >= 2 && buffer[0] === 0xfe && buffer[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(buffer.subarray(2)), encoding: 'utf-16be' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(buffer), encoding: 'windows-1252' };
  }
}

/** Windows-1252 bytes 0x80–0x9F (€, „, “, – …); the bytes it leaves unassigned keep their C1 code point. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Windows-1252 → text. Written out because Node's `TextDecoder('windows-1252')` decodes as ISO-8859-1 in the
 * Node versions we run (0x80 would not become €).
 */
export function decodeWindows1252(buffer: Buffer): string {
  let text = '';
  for (const byte of buffer) text += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** The separator of the header line: `;` unless the line has none and has commas (or tabs). */
export function detectSeparator(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(',')) return ',';
  return ';';
}

export interface CsvRecord {
  /** Line number (from 1) where the record starts. */
  line: number;
  cells: string[];
}

/** Parses CSV text into records; blank lines are skipped. */
export function parseCsv(text: string, separator = detectSeparator(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let cellStarted = false;
  const finishRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]?.trim() === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
    cellStarted = false;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
      cellStarted = false;
    } else if (char === '\r' && text[index + 1] === '\n') {
      continue;
    } else if (char === '\n' || char === '\r') {
      finishRecord();
      line += 1;
      start = line;
    } else {
      cell += char;
      cellStarted = true;
    }
  }
  if (cell !== '' || cells.length > 0) finishRecord();
  return records;
}

/** One CSV cell for the template: quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string, separator = ';'): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
