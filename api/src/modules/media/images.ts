import path from 'node:path';
import sharp from 'sharp';
import { ValidationError } from '../../http/errors';

/** Pictures of the media library: which files are accepted, and the sizes made of them. */

/** Largest upload (also the multipart plugin's limit). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** Widths of the responsive WebP sizes (only those narrower than the original; a narrow original gets one at its width). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** A decompression bomb stops here: at most 50 megapixels. */
const MAX_PIXELS = 50_000_000;

export const MEDIA_MESSAGES = {
  type: 'Erlaubt sind nur Bilder im Format JPEG, PNG oder WebP.',
  content: 'Der Dateiinhalt ist kein JPEG-, PNG- oder WebP-Bild.',
  unreadable: 'Das Bild konnte nicht gelesen werden. Bitte prüfen Sie die Datei.',
  tooManyPixels: 'Das Bild ist zu groß (höchstens 50 Megapixel). Bitte verkleinern Sie es vorher.',
  missingFile: 'Bitte wählen Sie ein Bild aus.',
} as const;

export type MediaKind = 'jpeg' | 'png' | 'webp';
const MIME: Record<MediaKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSION: Record<MediaKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const NAME_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp']);

/** The kind the first bytes show (magic bytes), or `null`. */
export function detectMediaKind(buffer: Buffer): MediaKind | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.length >= 12 && buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/** A file name safe to show and store (no path, no control characters). */
export function safeFileName(fileName: string, kind: MediaKind): string {
  return (
    path
      .basename(fileName)
      .replace(/[^\p{L}\p{N}._ -]/gu, '_')
      .slice(0, 120) || `bild.${EXTENSION[kind]}`
  );
}

/** Checks the name (extension) and the content (magic bytes); a refusal is a 422 on `file`. The content decides the kind. */
export function checkMediaFile(buffer: Buffer, fileName: string): MediaKind {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  if (!NAME_EXTENSIONS.has(extension)) throw ValidationError.field('file', MEDIA_MESSAGES.type);
  const kind = detectMediaKind(buffer);
  if (!kind) throw ValidationError.field('file', MEDIA_MESSAGES.content);
  return kind;
}

export interface RenderedFile {
  buffer: Buffer;
  width: number;
  height: number;
  type: string;
  extension: string;
}

export interface RenderedPicture {
  original: RenderedFile;
  sizes: RenderedFile[];
}

/**
 * The original (turned upright, metadata such as GPS removed, in its own format) and the WebP sizes. A file sharp
 * cannot decode is a 422, never a 500.
 */
export async function renderPicture(buffer: Buffer, kind: MediaKind): Promise<RenderedPicture> {
  const input = () => sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  let width: number;
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    if (meta.width * meta.height > MAX_PIXELS) throw ValidationError.field('file', MEDIA_MESSAGES.tooManyPixels);
    // EXIF orientations 5–8 are turned by 90°: the upright picture's width is the stored height.
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (/pixel limit/i.test(String((error as Error).message))) throw ValidationError.field('file', MEDIA_MESSAGES.tooManyPixels);
    throw ValidationError.field('file', MEDIA_MESSAGES.unreadable);
  }
  try {
    const encoded =
      kind === 'png'
        ? input().png({ compressionLevel: 9 })
        : kind === 'webp'
          ? input().webp({ quality: 85 })
          : input().jpeg({ quality: 85, mozjpeg: true });
    const original = await encoded.toBuffer({ resolveWithObject: true });
    const widths: number[] = MEDIA_WIDTHS.filter((candidate) => candidate < width);
    if (widths.length === 0) widths.push(width);
    const sizes = await Promise.all(
      widths.map(async (target) => {
        const out = await input()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { buffer: out.data, width: out.info.width, height: out.info.height, type: 'image/webp', extension: 'webp' };
      }),
    );
    return {
      original: {
        buffer: original.data,
        width: original.info.width,
        height: original.info.height,
        type: MIME[kind],
        extension: EXTENSION[kind],
      },
      sizes,
    };
  } catch {
    throw ValidationError.field('file', MEDIA_MESSAGES.unreadable);
  }
}
