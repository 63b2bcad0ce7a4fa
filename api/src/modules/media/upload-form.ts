import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../http/errors';
import { fileTooLarge, readUploadedFile } from '../../http/uploads';
import { MAX_MEDIA_BYTES, MEDIA_MESSAGES } from './images';

export interface UploadedMediaFile {
  buffer: Buffer;
  fileName: string;
}

const filesOf = new WeakMap<FastifyRequest, UploadedMediaFile>();

/** The file an upload request brought (`undefined` for none). */
export function uploadedFile(request: FastifyRequest): UploadedMediaFile | undefined {
  return filesOf.get(request);
}

/**
 * `preValidation` of `POST /admin/media`: reads the multipart form — the file `file` (at most {@link MAX_MEDIA_BYTES},
 * else 413) and the text fields, which become the body the route's schema checks (`alt_text`, `title`). A JSON
 * request keeps its body (and has no file).
 */
export async function readMediaForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || filesOf.has(request)) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const buffer = await readUploadedFile(part, MAX_MEDIA_BYTES);
        if (buffer.length > 0 || part.filename) filesOf.set(request, { buffer, fileName: part.filename });
      } else if (part.fieldname === 'alt_text' || part.fieldname === 'title') {
        body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge(MAX_MEDIA_BYTES);
    // The multipart parser throws plain errors for a broken body (no boundary, cut-off form).
    throw ValidationError.field('file', 'Das Formular konnte nicht gelesen werden.');
  }
  request.body = body;
}

/** The uploaded file, or a 422 asking for one. */
export function requireUploadedFile(request: FastifyRequest): UploadedMediaFile {
  const file = uploadedFile(request);
  if (!file || file.buffer.length === 0) throw ValidationError.field('file', MEDIA_MESSAGES.missingFile);
  return file;
}
