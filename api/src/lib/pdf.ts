import PDFDocument from 'pdfkit';

/**
 * A new A4 document in German with 50 pt margins, as the marketplace's invoices and commission documents are laid out:
 * `done` gives its bytes once the caller has called `doc.end()`; `left`, `right` and `width` are the text column.
 */
export function a4Pdf(info: { Title: string; Author: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: 'de-DE', displayTitle: true, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const right = doc.page.width - 50;
  return { doc, done, left, right, width: right - left };
}
