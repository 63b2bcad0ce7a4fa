import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import type { CheckedFile } from '../../http/multipart-files';

/** Private storage: outside the public uploads folder, read only through the checked download. */
function privateDir(config: AppConfig): string {
  return path.join(config.dataDir, 'private', 'inquiries');
}

export async function storePrivate(config: AppConfig, file: CheckedFile): Promise<{ key: string; token: string }> {
  await mkdir(privateDir(config), { recursive: true });
  const token = randomBytes(18).toString('base64url');
  const key = `${token}.${file.extension}`;
  await writeFile(path.join(privateDir(config), key), file.buffer);
  return { key, token };
}

export async function readPrivate(config: AppConfig, key: string): Promise<Buffer> {
  return readFile(path.join(privateDir(config), path.basename(key)));
}
