import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { isSafeKey, storageFor } from '../infra/storage';
import { AppError, PayloadTooLargeError, ValidationError } from './errors';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** Largest file any multipart request may carry (the plugin limit); single routes may set less. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(buffer: Buffer, signature: number[]): boolean {
  return buffer.length >= signature.length && signature.every((byte, index) => buffer[index] === byte);
}

/** The image kind the bytes show, or `null`. */
export function detectImageKind(buffer: Buffer): 'png' | 'jpeg' | null {
  if (startsWith(buffer, PNG_SIGNATURE)) return 'png';
  if (startsWith(buffer, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

export interface UploadedImage {
  buffer: Buffer;
  extension: ImageExtension;
  filename: string;
}

/**
 * Reads one image file from a multipart request: png/jpg/jpeg by name, and the content must be that
 * image kind (magic bytes). A file over `maxBytes` answers 413; a missing or wrong file 422 on `field`.
 */
export async function readImageUpload(request: FastifyRequest, options: { field?: string; maxBytes: number }): Promise<UploadedImage> {
  const field = options.field ?? 'file';
  if (!request.isMultipart()) {
    throw ValidationError.field(field, 'Bitte senden Sie die Datei als multipart/form-data.');
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'file' && part.fieldname === field) {
        const buffer = await readUploadedFile(part, options.maxBytes);
        return checkImage(buffer, part.filename, field);
      }
      if (part.type === 'file') await part.toBuffer().catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    // The multipart parser throws plain errors for a broken body (no boundary, cut-off form).
    throw ValidationError.field(field, 'Die hochgeladene Datei konnte nicht gelesen werden.');
  }
  throw ValidationError.field(field, 'Bitte wählen Sie eine Datei aus.');
}

/** A file part read into a buffer; 413 over `maxBytes`. */
export async function readUploadedFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge(maxBytes);
    throw error;
  }
  if (part.file.truncated || buffer.length > maxBytes) throw fileTooLarge(maxBytes);
  return buffer;
}

/** 413 with the limit in megabytes. */
export function fileTooLarge(maxBytes: number): PayloadTooLargeError {
  const megabytes = (maxBytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 });
  return new PayloadTooLargeError(`Die Datei ist zu groß. Erlaubt sind höchstens ${megabytes} MB.`);
}

function checkImage(buffer: Buffer, filename: string, field: string): UploadedImage {
  const extension = path.extname(filename).slice(1).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw ValidationError.field(field, 'Erlaubt sind nur Bilder im Format png, jpg oder jpeg.');
  }
  const kind = detectImageKind(buffer);
  const matches = kind === 'png' ? extension === 'png' : kind === 'jpeg' ? extension !== 'png' : false;
  if (!matches) {
    throw ValidationError.field(field, 'Der Dateiinhalt ist kein gültiges png- oder jpeg-Bild.');
  }
  return { buffer, extension: extension as ImageExtension, filename };
}

/**
 * Stores a public file (product/variant images, avatars, banners) in the configured storage — the local folder
 * `.data/uploads/<folder>/` or the S3 bucket's `public/<folder>/` — and answers its key (`folder/<uuid>.ext`).
 * Store the key, not the URL; {@link uploadUrl} makes the URL when answering.
 */
export async function storeUpload(config: AppConfig, folder: string, buffer: Buffer, extension: string): Promise<string> {
  const key = `${folder}/${randomUUID()}.${extension}`;
  await storageFor(config).put('public', key, buffer);
  return key;
}

/**
 * Stores a private file (invoices, ID documents, inquiry files, chat attachments) and answers its key. Hand it
 * out only after checking who asks: `await privateUploadUrl(config, key)` (a URL valid for
 * PRIVATE_URL_TTL_SECONDS) or stream it with `storageFor(config).get('private', key)`.
 */
export async function storePrivateUpload(config: AppConfig, folder: string, buffer: Buffer, extension: string): Promise<string> {
  const key = `${folder}/${randomUUID()}.${extension}`;
  await storageFor(config).put('private', key, buffer);
  return key;
}

/** A checked file of a form, ready to be stored (a refund's or a dispute's photo). */
export interface CheckedFormFile {
  buffer: Buffer;
  fileName: string;
  extension: string;
  contentType: string;
}

/** What a module records of a private file it stored: the storage key, the file's name, its type and its size. */
export interface StoredPrivateFile {
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Stores checked files one after the other in the private storage (`<folder>/<uuid>.<ext>`, with their content
 * type) and answers what to record of each, in the files' order; the caller writes the rows into its own table.
 */
export async function storePrivateFiles(
  config: AppConfig,
  folder: string,
  files: readonly CheckedFormFile[],
): Promise<StoredPrivateFile[]> {
  const storage = storageFor(config);
  const stored: StoredPrivateFile[] = [];
  for (const file of files) {
    const key = `${folder}/${randomUUID()}.${file.extension}`;
    await storage.put('private', key, file.buffer, file.contentType);
    stored.push({ storageKey: key, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.buffer.length });
  }
  return stored;
}

/**
 * A stored private file as an answer shows it: name, type, size and a URL valid for PRIVATE_URL_TTL_SECONDS. Call it
 * only after the caller was checked to be allowed to see the file.
 */
export async function presentPrivateFile(config: AppConfig, file: StoredPrivateFile) {
  return {
    file_name: file.fileName,
    content_type: file.contentType,
    size: file.sizeBytes,
    url: await storageFor(config).privateUrl(file.storageKey),
  };
}

/** A short-lived download URL of a private file (call it only for a caller allowed to read the file). */
export async function privateUploadUrl(config: AppConfig, key: string, ttlSeconds?: number): Promise<string> {
  return storageFor(config).privateUrl(key, ttlSeconds);
}

export async function removeUpload(config: AppConfig, key: string | null | undefined): Promise<void> {
  if (!key || key.includes('..') || /^https?:/.test(key) || key.startsWith('/') || !isSafeKey(key)) return;
  await storageFor(config).delete('public', key);
}

export async function removePrivateUpload(config: AppConfig, key: string | null | undefined): Promise<void> {
  if (!key || !isSafeKey(key)) return;
  await storageFor(config).delete('private', key);
}

/**
 * The browser URL of a stored public file (or the value itself when it already is a URL); a `/…` path is an API
 * route (the demo data's generated illustrations), never an upload key.
 */
export function uploadUrl(config: AppConfig, key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^https?:\/\//.test(key)) return key;
  if (key.startsWith('/')) return `${config.publicApiUrl}${key}`;
  return storageFor(config).publicUrl(key);
}
