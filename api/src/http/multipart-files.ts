/**
 * Upload checks of spec 01 §5 for any module: a whole multipart form read with size and count limits, and each file
 * checked by extension family and content (magic bytes). Inquiries, offers, documents and the onboarding use them.
 */
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError, PayloadTooLargeError, ValidationError } from './errors';

/** Largest inquiry or offer file. */
export const MAX_INQUIRY_FILE_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.';
export const FILE_TYPE_MESSAGE =
  'Erlaubt sind Bilder (png, jpg, jpeg), Dokumente (pdf, doc, docx, xls, xlsx, odt, txt), Audio (mp3, wav, m4a) und Video (mp4, mov, webm).';
export const FILE_CONTENT_MESSAGE = 'Der Dateiinhalt passt nicht zur Dateiendung.';

/** Upload families of spec 01 §5: images, documents, audio, video — each extension with the bytes it must start with. */
const FAMILIES: Record<string, { mime: string; check: (buffer: Buffer) => boolean }> = {};
const at = (buffer: Buffer, offset: number, bytes: number[] | string) => {
  const expected = typeof bytes === 'string' ? [...Buffer.from(bytes, 'latin1')] : bytes;
  return buffer.length >= offset + expected.length && expected.every((byte, index) => buffer[offset + index] === byte);
};
const zip = (buffer: Buffer) => at(buffer, 0, [0x50, 0x4b, 0x03, 0x04]);
const ole = (buffer: Buffer) => at(buffer, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isoMedia = (buffer: Buffer) => at(buffer, 4, 'ftyp');
function add(extensions: string[], mime: string, check: (buffer: Buffer) => boolean) {
  for (const extension of extensions) FAMILIES[extension] = { mime, check };
}
add(['png'], 'image/png', (b) => at(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
add(['jpg', 'jpeg'], 'image/jpeg', (b) => at(b, 0, [0xff, 0xd8, 0xff]));
add(['pdf'], 'application/pdf', (b) => at(b, 0, '%PDF-'));
add(['doc'], 'application/msword', ole);
add(['xls'], 'application/vnd.ms-excel', ole);
add(['docx'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zip);
add(['xlsx'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip);
add(['odt'], 'application/vnd.oasis.opendocument.text', zip);
add(['txt'], 'text/plain', (b) => !b.includes(0) && Buffer.from(b.toString('utf8'), 'utf8').equals(b));
add(['mp3'], 'audio/mpeg', (b) => at(b, 0, 'ID3') || (b.length > 1 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0));
add(['wav'], 'audio/wav', (b) => at(b, 0, 'RIFF') && at(b, 8, 'WAVE'));
add(['m4a'], 'audio/mp4', isoMedia);
add(['mp4'], 'video/mp4', isoMedia);
add(['mov'], 'video/quicktime', isoMedia);
add(['webm'], 'video/webm', (b) => at(b, 0, [0x1a, 0x45, 0xdf, 0xa3]));

export interface CheckedFile {
  buffer: Buffer;
  fileName: string;
  extension: string;
  mimeType: string;
}

/** Checks extension (family) and content (magic bytes); a refusal is a 422 on `field`. */
export function checkFile(buffer: Buffer, fileName: string, field: string): CheckedFile {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  const family = FAMILIES[extension];
  if (!family) throw ValidationError.field(field, FILE_TYPE_MESSAGE);
  if (buffer.length === 0 || !family.check(buffer)) throw ValidationError.field(field, FILE_CONTENT_MESSAGE);
  const safeName =
    path
      .basename(fileName)
      .replace(/[^\p{L}\p{N}._ -]/gu, '_')
      .slice(0, 120) || `datei.${extension}`;
  return { buffer, fileName: safeName, extension, mimeType: family.mime };
}

export interface MultipartForm {
  fields: Record<string, string[]>;
  files: { field: string; buffer: Buffer; fileName: string }[];
}

/** Reads a whole multipart form (at most `maxFiles` files of `MAX_INQUIRY_FILE_BYTES` each). */
export async function readForm(request: FastifyRequest, maxFiles: number): Promise<MultipartForm> {
  if (!request.isMultipart()) throw ValidationError.field('file', 'Bitte senden Sie das Formular als multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_INQUIRY_FILE_BYTES, files: maxFiles, fields: 50 } })) {
      if (part.type === 'file') {
        let buffer: Buffer;
        try {
          buffer = await part.toBuffer();
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 413) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
          throw error;
        }
        if (part.file.truncated) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
        if (buffer.length > 0 || part.filename)
          form.files.push({ field: part.fieldname.replace(/\[\d*\]$/, ''), buffer, fileName: part.filename });
      } else {
        const name = part.fieldname.replace(/\[\d*\]$/, '');
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        form.fields[name] = [...(form.fields[name] ?? []), value];
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413 || (error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new PayloadTooLargeError(`Höchstens ${maxFiles} Dateien auf einmal.`);
    throw ValidationError.field('file', 'Das Formular konnte nicht gelesen werden.');
  }
  return form;
}
