import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { providerProfiles, shopCategories } from '../../../db/schema';

export interface Envelope<T> {
  status: boolean;
  message?: string;
  code?: string;
  data: T;
  meta?: { current_page: number; last_page: number; per_page: number; total: number };
  errors?: Record<string, string[]>;
}

/** Calls the app and answers status and parsed body. */
export async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<{ statusCode: number; body: Envelope<T> }> {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { statusCode: response.statusCode, body: response.json() as Envelope<T> };
}

/** A multipart body with text fields and files. */
export function multipart(fields: Record<string, string>, files: { field: string; filename: string; content: Buffer; type?: string }[]) {
  const boundary = `----mp${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Smallest bytes that pass the png magic check. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);

/** A category branch (level 1 → 2 → 3) of the seeded tree, and a subcategory of another category. */
export async function categoryBranch(db: Database): Promise<{ category: number; sub: number; child: number; otherSub: number | null }> {
  const [child] = await db.select().from(shopCategories).where(eq(shopCategories.level, 3)).orderBy(asc(shopCategories.id)).limit(1);
  if (!child?.parentId) throw new Error('Keine Kategorien im Seed.');
  const [sub] = await db.select().from(shopCategories).where(eq(shopCategories.id, child.parentId));
  if (!sub?.parentId) throw new Error('Unterkategorie ohne Kategorie.');
  const subs = await db
    .select({ id: shopCategories.id, parentId: shopCategories.parentId })
    .from(shopCategories)
    .where(eq(shopCategories.level, 2));
  return { category: sub.parentId, sub: sub.id, child: child.id, otherSub: subs.find((row) => row.parentId !== sub.parentId)?.id ?? null };
}

/** Gives a test provider a company name (for bundle partner lists and mails). */
export async function nameProvider(db: Database, userId: number, companyName: string): Promise<void> {
  await db.insert(providerProfiles).values({ userId, companyName, city: 'Kassel' }).onConflictDoNothing();
}
