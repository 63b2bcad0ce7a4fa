import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../../http/errors';
import {
  detectImageKind,
  fileTooLarge,
  IMAGE_EXTENSIONS,
  type ImageExtension,
  readUploadedFile,
  type UploadedImage,
} from '../../../http/uploads';

/** Largest product image (5 MB) and most files per request. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES = 10;

const FILE_FIELDS = new Set(['file', 'image', 'images', 'images[]', 'file[]', 'files', 'files[]']);

export interface ImageForm {
  fields: Record<string, string>;
  files: UploadedImage[];
}

/** An image checked by name (png/jpg/jpeg) and by its magic bytes. */
function checkImage(buffer: Buffer, filename: string): UploadedImage {
  const extension = path.extname(filename).slice(1).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw ValidationError.field('file', `„${filename}“: Erlaubt sind nur Bilder im Format png, jpg oder jpeg.`);
  }
  const kind = detectImageKind(buffer);
  const matches = kind === 'png' ? extension === 'png' : kind === 'jpeg' ? extension !== 'png' : false;
  if (!matches) throw ValidationError.field('file', `„${filename}“: Der Dateiinhalt ist kein gültiges png- oder jpeg-Bild.`);
  return { buffer, extension: extension as ImageExtension, filename };
}

/** Reads a multipart form with text fields and up to `MAX_FILES` images (any order of parts). */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  if (!request.isMultipart()) throw ValidationError.field('file', 'Bitte senden Sie die Bilder als multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: UploadedImage[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const buffer = await readUploadedFile(part, MAX_IMAGE_BYTES);
      if (FILE_FIELDS.has(part.fieldname)) files.push(checkImage(buffer, part.filename));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The files limit also answers 413 from @fastify/multipart; it is a count, not a size.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw ValidationError.field('file', `Höchstens ${MAX_FILES} Bilder auf einmal.`);
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) throw fileTooLarge(MAX_IMAGE_BYTES);
    throw ValidationError.field('file', 'Die hochgeladenen Daten konnten nicht gelesen werden.');
  }
  if (files.length === 0) throw ValidationError.field('file', 'Bitte wählen Sie mindestens ein Bild aus.');
  return { fields, files };
}

/** A positive id from a multipart text field, or 422 on that field. */
export function formId(fields: Record<string, string>, name: string): number {
  const raw = fields[name]?.trim() ?? '';
  const value = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) {
    throw ValidationError.field(name, 'Bitte geben Sie eine gültige Nummer an.');
  }
  return value;
}

/** A 1/0 flag from a multipart text field. */
export function formFlag(fields: Record<string, string>, name: string): boolean {
  const raw = fields[name]?.trim().toLowerCase();
  return raw === '1' || raw === 'true';
}

/** Reads a CSV upload (field `file`) into a buffer; 422 without one, 413 over the limit. */
export async function readCsvUpload(request: FastifyRequest, maxBytes: number): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw ValidationError.field('file', 'Bitte senden Sie die CSV-Datei als multipart/form-data.');
  let found: { buffer: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      const buffer = await readUploadedFile(part, maxBytes);
      if (part.fieldname === 'file' || found === null) found = { buffer, filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw ValidationError.field('file', 'Bitte laden Sie genau eine CSV-Datei hoch.');
    if ((error as { statusCode?: unknown }).statusCode === 413) throw fileTooLarge(maxBytes);
    throw ValidationError.field('file', 'Die hochgeladene Datei konnte nicht gelesen werden.');
  }
  if (!found) throw ValidationError.field('file', 'Bitte wählen Sie eine CSV-Datei aus.');
  if (!/\.(csv|txt)$/i.test(found.filename)) throw ValidationError.field('file', 'Bitte laden Sie eine CSV-Datei (.csv) hoch.');
  return found;
}
