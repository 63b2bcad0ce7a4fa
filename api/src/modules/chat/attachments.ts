import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { chatAttachments, type ChatAttachmentKind } from '../../db/schema/chat';
import { AppError, PayloadTooLargeError, ValidationError } from '../../http/errors';
import { privateUploadUrl, storePrivateUpload } from '../../http/uploads';
import { CHAT_TEXT } from './messages';
import type { AttachmentDto } from './core';

const MB = 1024 * 1024;

/** Size limits per family (the multipart plugin's ceiling is 10 MB). */
export const ATTACHMENT_LIMITS: Record<ChatAttachmentKind, number> = {
  image: 5 * MB,
  audio: 10 * MB,
  video: 10 * MB,
  document: 10 * MB,
};

interface FileType {
  kind: ChatAttachmentKind;
  mime: string;
  matches: (bytes: Buffer) => boolean;
}

const at = (bytes: Buffer, offset: number, signature: number[] | string) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};
const isPng = (b: Buffer) => at(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (b: Buffer) => at(b, 0, [0xff, 0xd8, 0xff]);
const isIsoMedia = (b: Buffer) => at(b, 4, 'ftyp');
const isZip = (b: Buffer) => at(b, 0, [0x50, 0x4b, 0x03, 0x04]);
const isOle = (b: Buffer) => at(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isMp3 = (b: Buffer) => at(b, 0, 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0);

/** Allowed extensions (spec 01 §5 families) and the magic bytes their content must start with. */
export const FILE_TYPES: Record<string, FileType> = {
  png: { kind: 'image', mime: 'image/png', matches: isPng },
  jpg: { kind: 'image', mime: 'image/jpeg', matches: isJpeg },
  jpeg: { kind: 'image', mime: 'image/jpeg', matches: isJpeg },
  mp3: { kind: 'audio', mime: 'audio/mpeg', matches: isMp3 },
  wav: { kind: 'audio', mime: 'audio/wav', matches: (b) => at(b, 0, 'RIFF') && at(b, 8, 'WAVE') },
  ogg: { kind: 'audio', mime: 'audio/ogg', matches: (b) => at(b, 0, 'OggS') },
  m4a: { kind: 'audio', mime: 'audio/mp4', matches: isIsoMedia },
  mp4: { kind: 'video', mime: 'video/mp4', matches: isIsoMedia },
  mov: { kind: 'video', mime: 'video/quicktime', matches: isIsoMedia },
  webm: { kind: 'video', mime: 'video/webm', matches: (b) => at(b, 0, [0x1a, 0x45, 0xdf, 0xa3]) },
  pdf: { kind: 'document', mime: 'application/pdf', matches: (b) => at(b, 0, '%PDF-') },
  doc: { kind: 'document', mime: 'application/msword', matches: isOle },
  xls: { kind: 'document', mime: 'application/vnd.ms-excel', matches: isOle },
  docx: { kind: 'document', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: isZip },
  xlsx: { kind: 'document', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: isZip },
  odt: { kind: 'document', mime: 'application/vnd.oasis.opendocument.text', matches: isZip },
};

function tooLarge(kind: ChatAttachmentKind): PayloadTooLargeError {
  const megabytes = ATTACHMENT_LIMITS[kind] / MB;
  return new PayloadTooLargeError(`Die Datei ist zu groß. Erlaubt sind höchstens ${megabytes} MB.`);
}

/** A safe display name: the base name, no control characters, at most 120 characters. */
function cleanName(name: string): string {
  const printable = [...name.replace(/\\/g, '/')].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('');
  const base = path.basename(printable).trim();
  return (base || 'datei').slice(-120);
}

/**
 * Reads the one file of a multipart request (field `file`), checks extension, magic bytes and the family's size
 * limit (413 with a German text), stores it privately and records it as the caller's pending attachment.
 */
export async function uploadAttachment(
  db: Database,
  config: AppConfig,
  request: FastifyRequest,
  uploaderId: number,
): Promise<AttachmentDto> {
  if (!request.isMultipart()) throw ValidationError.field('file', 'Bitte senden Sie die Datei als multipart/form-data.');
  let found: { buffer: Buffer; filename: string; type: FileType; extension: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || found) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const extension = path
        .extname(part.filename ?? '')
        .slice(1)
        .toLowerCase();
      const type = FILE_TYPES[extension];
      if (!type) {
        part.file.resume();
        throw ValidationError.field('file', CHAT_TEXT.fileType);
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge(type.kind);
        throw error;
      }
      if (part.file.truncated || buffer.length > ATTACHMENT_LIMITS[type.kind]) throw tooLarge(type.kind);
      found = { buffer, filename: part.filename, type, extension };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new PayloadTooLargeError('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.');
    throw ValidationError.field('file', CHAT_TEXT.fileUnreadable);
  }
  if (!found) throw ValidationError.field('file', CHAT_TEXT.fileMissing);
  if (found.buffer.length === 0 || !found.type.matches(found.buffer)) throw ValidationError.field('file', CHAT_TEXT.fileContent);
  const key = await storePrivateUpload(config, 'chat/attachments', found.buffer, found.extension);
  const [row] = await db
    .insert(chatAttachments)
    .values({
      uploaderId,
      storageKey: key,
      fileName: cleanName(found.filename),
      mimeType: found.type.mime,
      kind: found.type.kind,
      size: found.buffer.length,
    })
    .returning();
  return {
    id: row!.id,
    file_name: row!.fileName,
    kind: row!.kind,
    mime_type: row!.mimeType,
    size: row!.size,
    url: await privateUploadUrl(config, key),
  };
}
