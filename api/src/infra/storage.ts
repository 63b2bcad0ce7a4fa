import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig, S3Config } from '../config';

/**
 * - `public`: product and variant images, avatars, banners. Anyone may read them; the URL is stable and cacheable
 *   for ever (every key holds a random UUID, so a new file is a new URL).
 * - `private`: invoices, ID documents, inquiry files, chat attachments. Never under a guessable URL: a route that
 *   has checked who asks hands out {@link FileStorage.privateUrl} — a URL valid for a few minutes — or streams the
 *   file itself with {@link FileStorage.get}.
 */
export type Visibility = 'public' | 'private';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
}

/** Where uploads live: the local folder (`.data/uploads`, `.data/private`) or an S3-compatible bucket. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(visibility: Visibility, key: string, body: Buffer, contentType?: string): Promise<void>;
  /** `null` when there is no such file. */
  get(visibility: Visibility, key: string): Promise<StoredFile | null>;
  delete(visibility: Visibility, key: string): Promise<void>;
  /** The browser URL of a public file. */
  publicUrl(key: string): string;
  /** A URL that reads a private file for `ttlSeconds` (default PRIVATE_URL_TTL_SECONDS), then answers 403. */
  privateUrl(key: string, ttlSeconds?: number): Promise<string>;
  /** Throws when the storage cannot be reached (for `/ready`). */
  check(): Promise<void>;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are `folder/…/name.ext` of letters, digits, `-`, `_`, `.`; no `..`, no leading `/`. */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9_./-]{0,500}$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.' || part === '');
}

function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Ungültiger Dateischlüssel: ${key}`);
}

/** Signature of the API's own private download route (`/files/<key>?expires=…&signature=…`). */
export function signPrivate(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`private-file\n${key}\n${expires}`).digest('base64url');
}

export function verifyPrivate(secret: string, key: string, expires: number, signature: string): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signPrivate(secret, key, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function apiPrivateUrl(config: AppConfig, key: string, ttlSeconds: number): string {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const signature = signPrivate(config.jwtSecret, key, expires);
  return `${config.publicApiUrl}/files/${key}?expires=${expires}&signature=${signature}`;
}

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly config: AppConfig) {}

  private folder(visibility: Visibility): string {
    return visibility === 'public' ? this.config.uploadsDir : path.join(this.config.dataDir, 'private');
  }

  private file(visibility: Visibility, key: string): string {
    assertKey(key);
    return path.join(this.folder(visibility), key);
  }

  async put(visibility: Visibility, key: string, body: Buffer): Promise<void> {
    const file = this.file(visibility, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async get(visibility: Visibility, key: string): Promise<StoredFile | null> {
    const file = this.file(visibility, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await rm(this.file(visibility, key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.config.publicApiUrl}/uploads/${key}`;
  }

  async privateUrl(key: string, ttlSeconds = this.config.privateUrlTtlSeconds): Promise<string> {
    assertKey(key);
    return apiPrivateUrl(this.config, key, ttlSeconds);
  }

  async check(): Promise<void> {
    await mkdir(this.folder('public'), { recursive: true });
  }
}

/**
 * One bucket: public files under `public/`, private under `private/`. Public files are served by the API
 * (`/uploads/<key>`, cached for ever) or directly from `S3_PUBLIC_URL` (a CDN in front of the bucket's `public/`);
 * private files only through a pre-signed GET URL of the bucket.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private bucketReady: Promise<void> | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly s3: S3Config,
  ) {
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      maxAttempts: 3,
    });
  }

  private objectKey(visibility: Visibility, key: string): string {
    assertKey(key);
    return `${visibility}/${key}`;
  }

  /** Creates the bucket on first use when it is missing (development S3 servers start empty). */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.s3.bucket }));
      } catch {
        await this.client.send(new CreateBucketCommand({ Bucket: this.s3.bucket })).catch((error: { name?: string }) => {
          if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
        });
      }
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(visibility: Visibility, key: string, body: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    await this.ensureBucket();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: this.objectKey(visibility, key),
        Body: body,
        ContentType: contentType,
        ...(visibility === 'public' ? { CacheControl: 'public, max-age=31536000, immutable' } : { CacheControl: 'private, no-store' }),
      }),
    );
  }

  async get(visibility: Visibility, key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey(visibility, key) }));
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? contentTypeOf(key),
        size: answer.ContentLength,
      };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchBucket') return null;
      throw error;
    }
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey(visibility, key) }));
  }

  publicUrl(key: string): string {
    if (this.s3.publicUrl) return `${this.s3.publicUrl}/${key}`;
    return `${this.config.publicApiUrl}/uploads/${key}`;
  }

  async privateUrl(key: string, ttlSeconds = this.config.privateUrlTtlSeconds): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey('private', key) }), {
      expiresIn: Math.max(1, ttlSeconds),
    });
  }

  async check(): Promise<void> {
    await this.ensureBucket();
    await this.client.send(new HeadBucketCommand({ Bucket: this.s3.bucket }));
  }
}

const cache = new WeakMap<AppConfig, FileStorage>();

/**
 * The storage the settings describe (one per settings object). Every upload goes through it:
 * `storeUpload`/`removeUpload`/`uploadUrl` in src/http/uploads.ts, and `app.storage` in routes.
 */
export function storageFor(config: AppConfig): FileStorage {
  let storage = cache.get(config);
  if (!storage) {
    storage = config.s3 ? new S3Storage(config, config.s3) : new LocalStorage(config);
    cache.set(config, storage);
  }
  return storage;
}
