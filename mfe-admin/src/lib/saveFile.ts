/** Saves content as a file in the browser (a temporary link; the object URL is freed a second later). */
export function saveFile(parts: BlobPart[], type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV answer of the API (UTF-8 with BOM, `;`) saved for German spreadsheets. */
export function saveCsv(text: unknown, fileName: string): void {
  const csv = typeof text === 'string' ? text.replace(/^\uFEFF/, '') : '';
  saveFile(['\uFEFF', csv], 'text/csv;charset=utf-8', fileName);
}
