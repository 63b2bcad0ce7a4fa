/**
 * Lets the browser save downloaded content under `fileName` (PDF, CSV, XML, calendar file …): a temporary link is
 * clicked and the object URL freed again shortly after.
 */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
