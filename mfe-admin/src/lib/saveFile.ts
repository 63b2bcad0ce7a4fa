import { saveFile as saveBlob } from '@marktplatz/shared/kit';

/** Saves content of the given MIME type as a file in the browser. */
export function saveFile(parts: BlobPart[], type: string, fileName: string): void {
  saveBlob(new Blob(parts, { type }), fileName);
}

/** A CSV answer of the API (UTF-8 with BOM, `;`) saved for German spreadsheets. */
export function saveCsv(text: unknown, fileName: string): void {
  const csv = typeof text === 'string' ? text.replace(/^\uFEFF/, '') : '';
  saveFile(['\uFEFF', csv], 'text/csv;charset=utf-8', fileName);
}
