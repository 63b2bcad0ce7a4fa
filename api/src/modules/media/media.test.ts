import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaItems, pageBanners, staffAuditLog } from '../../db/schema';
import { json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { multipart } from '../../../test/fixtures/onboarding';
import { staffWithSession } from '../../../test/fixtures/staff';
import type { MediaDetailDto, MediaItemDto } from './schemas';

/** The editors' media library: uploads with sizes, alt text, bad files, where-used, delete refused while used, roles. */
const suite = testSuite();
let editor: { id: number; token: string };
let support: { id: number; token: string };
let counter = 0;

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
  meta?: { total: number };
}

beforeAll(async () => {
  editor = await staffWithSession(suite.context.db, ['editor']);
  support = await staffWithSession(suite.context.db, ['support']);
});

const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    [format]()
    .toBuffer();

async function upload(fields: Record<string, string>, file?: { name: string; content: Buffer }, token = editor.token) {
  const form = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/admin/media',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { statusCode: response.statusCode, body: json<Envelope<MediaItemDto>>(response) };
}

async function call<T>(method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: object, token = editor.token) {
  const response = await suite.context.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

async function uploaded(alt = 'Ein blaues Testbild'): Promise<MediaItemDto> {
  const { statusCode, body } = await upload({ alt_text: alt }, { name: 'bild.jpg', content: await picture(2000, 1000) });
  expect(statusCode).toBe(201);
  return body.data;
}

const pathOf = (url: string) => new URL(url).pathname;

describe('media library', () => {
  it('stores an upload with its alt text, the original and WebP sizes of 480, 960 and 1600 pixels, served publicly, and audits it', async () => {
    const { statusCode, body } = await upload(
      { alt_text: '  Handwerker beim Fliesenlegen  ', title: 'Bad' },
      { name: 'fliesen.jpg', content: await picture(2000, 1000) },
    );
    expect(statusCode).toBe(201);
    expect(body.message).toBe('Das Bild wurde hochgeladen.');
    const item = body.data;
    expect(item).toMatchObject({
      alt_text: 'Handwerker beim Fliesenlegen',
      title: 'Bad',
      file_name: 'fliesen.jpg',
      mime_type: 'image/jpeg',
    });
    expect([item.width, item.height]).toEqual([2000, 1000]);
    expect(item.sizes.map((size) => [size.width, size.height, size.type])).toEqual([
      [480, 240, 'image/webp'],
      [960, 480, 'image/webp'],
      [1600, 800, 'image/webp'],
    ]);
    expect(item.srcset).toBe(item.sizes.map((size) => `${size.url} ${size.width}w`).join(', '));
    const file = await suite.context.app.inject({ method: 'GET', url: pathOf(item.sizes[0]!.url) });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    const original = await suite.context.app.inject({ method: 'GET', url: pathOf(item.url) });
    expect((await sharp(original.rawPayload).metadata()).width).toBe(2000);
    const entries = await suite.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'media.uploaded'), eq(staffAuditLog.recordId, String(item.id))));
    expect(entries).toHaveLength(1);
  });

  it('makes one WebP size at the original width for a picture narrower than 480 pixels (PNG kept as PNG)', async () => {
    const { statusCode, body } = await upload({ alt_text: 'Kleines Logo' }, { name: 'logo.png', content: await picture(300, 200, 'png') });
    expect(statusCode).toBe(201);
    expect(body.data.mime_type).toBe('image/png');
    expect(body.data.sizes.map((size) => size.width)).toEqual([300]);
  });

  it('refuses an upload without alt text with a German message at alt_text and stores nothing', async () => {
    const before = await suite.context.db.$count(mediaItems);
    for (const fields of [{}, { alt_text: '   ' }] as Record<string, string>[]) {
      const { statusCode, body } = await upload(fields, { name: 'bild.jpg', content: await picture(800, 600) });
      expect(statusCode).toBe(422);
      expect(body.errors?.alt_text).toEqual([
        'Bitte beschreiben Sie das Bild (Alternativtext). Ohne Alternativtext können Sie es nicht speichern.',
      ]);
    }
    expect(await suite.context.db.$count(mediaItems)).toBe(before);
  });

  it('refuses bytes that are no image under an image name, a PDF, a foreign type and a missing file with German messages', async () => {
    const text = await upload({ alt_text: 'Bild' }, { name: 'foto.jpg', content: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(text.statusCode).toBe(422);
    expect(text.body.errors?.file).toEqual(['Der Dateiinhalt ist kein JPEG-, PNG- oder WebP-Bild.']);
    const pdf = await upload({ alt_text: 'Bild' }, { name: 'plan.pdf', content: Buffer.from('%PDF-1.4\n%%EOF') });
    expect(pdf.body.errors?.file).toEqual(['Erlaubt sind nur Bilder im Format JPEG, PNG oder WebP.']);
    const broken = await upload(
      { alt_text: 'Bild' },
      { name: 'kaputt.png', content: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]) },
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.body.errors?.file).toEqual(['Das Bild konnte nicht gelesen werden. Bitte prüfen Sie die Datei.']);
    const none = await upload({ alt_text: 'Bild' });
    expect(none.statusCode).toBe(422);
    expect(none.body.errors?.file).toEqual(['Bitte wählen Sie ein Bild aus.']);
    const json = await call('POST', '/admin/media', { alt_text: 'Bild' });
    expect(json.statusCode).toBe(422);
  });

  it('refuses a file over 10 MB with 413 and a German message', async () => {
    const head = await picture(100, 100);
    const big = Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024 + 1 - head.length, 0)]);
    const { statusCode, body } = await upload({ alt_text: 'Zu groß' }, { name: 'riesig.jpg', content: big });
    expect(statusCode).toBe(413);
    expect(body.message).toBe('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.');
  });

  it('lists pictures newest first with a search, and changes alt text and title (audited)', async () => {
    const item = await uploaded(`Gartenhaus ${process.pid}-${(counter += 1)}`);
    const list = await call<MediaItemDto[]>('GET', `/admin/media?q=${encodeURIComponent(item.alt_text)}`);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.map((row) => row.id)).toEqual([item.id]);
    expect(list.body.meta?.total).toBe(1);
    const changed = await call<MediaDetailDto>('PATCH', `/admin/media/${item.id}`, {
      alt_text: 'Ein Gartenhaus aus Holz',
      title: 'Garten',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({ alt_text: 'Ein Gartenhaus aus Holz', title: 'Garten', used_in: [] });
    const emptied = await call<MediaDetailDto>('PATCH', `/admin/media/${item.id}`, { alt_text: '' });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.body.errors?.alt_text?.[0]).toContain('Alternativtext');
    const entries = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'media.updated'));
    expect(entries.some((entry) => entry.recordId === String(item.id))).toBe(true);
  });

  it('names the news teaser and the page body that use a picture, and refuses to delete it with 409 while it is used', async () => {
    const item = await uploaded('Neues Badezimmer');
    const categories = await call<Array<{ id: number }>>('GET', '/portal/categorys');
    const n = `${process.pid}-${(counter += 1)}`;
    const post = await call<{ id: number }>('POST', '/admin/content/posts', {
      title: `Bad-Trends ${n}`,
      slug: `bad-trends-${n}`,
      excerpt: 'Was 2027 im Bad zählt.',
      content: '<p>Text</p>',
      image: item.url,
      image_alt: item.alt_text,
      category_id: categories.body.data[0]!.id,
    });
    expect(post.statusCode).toBe(201);
    const page = await call<{ id: number }>('POST', '/admin/content/pages', {
      title: `Ratgeber Bad ${n}`,
      slug: `ratgeber-bad-${n}`,
      content: `<p>Vorher</p><img src="${item.sizes[1]!.url}" alt="${item.alt_text}"><p>Nachher</p>`,
    });
    expect(page.statusCode).toBe(201);
    const detail = await call<MediaDetailDto>('GET', `/admin/media/${item.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.used_in).toEqual(
      expect.arrayContaining([
        {
          kind: 'post',
          id: post.body.data.id,
          title: `Bad-Trends ${n}`,
          field: 'image',
          admin_path: `/admin/inhalte/posts/${post.body.data.id}`,
        },
        {
          kind: 'page',
          id: page.body.data.id,
          title: `Ratgeber Bad ${n}`,
          field: 'content',
          admin_path: `/admin/inhalte/pages/${page.body.data.id}`,
        },
      ]),
    );
    const refused = await call('DELETE', `/admin/media/${item.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      'Das Bild wird noch verwendet (an 2 Stellen). Entfernen Sie es dort zuerst, dann können Sie es löschen.',
    );
    expect(await suite.context.db.$count(mediaItems, eq(mediaItems.id, item.id))).toBe(1);
  });

  it('names a start page banner that shows a picture by its WebP size', async () => {
    const item = await uploaded('Hero der Startseite');
    const [banner] = await suite.context.db
      .insert(pageBanners)
      .values({ page: 'home', title: `Hero ${process.pid}`, image: item.sizes[2]!.url, altText: item.alt_text })
      .returning();
    const detail = await call<MediaDetailDto>('GET', `/admin/media/${item.id}`);
    expect(detail.body.data.used_in).toEqual([
      { kind: 'banner', id: banner!.id, title: `Hero ${process.pid}`, field: 'image', admin_path: '/admin/startseiten' },
    ]);
    expect((await call('DELETE', `/admin/media/${item.id}`)).statusCode).toBe(409);
    await suite.context.db.delete(pageBanners).where(eq(pageBanners.id, banner!.id));
  });

  it('deletes an unused picture with its files and audits it; afterwards it is not found', async () => {
    const item = await uploaded('Wird gelöscht');
    const removed = await call('DELETE', `/admin/media/${item.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe('Das Bild wurde gelöscht.');
    expect((await suite.context.app.inject({ method: 'GET', url: pathOf(item.url) })).statusCode).toBe(404);
    const gone = await call('GET', `/admin/media/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe('Das Bild wurde nicht gefunden.');
    const entries = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'media.deleted'));
    expect(entries.some((entry) => entry.recordId === String(item.id))).toBe(true);
  });

  it('lets only editors and admins in: 403 for another staff role, 404 without a staff session', async () => {
    const refused = await upload({ alt_text: 'Bild' }, { name: 'bild.jpg', content: await picture(600, 400) }, support.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Ihre Rolle erlaubt diese Aktion nicht.');
    expect((await call('GET', '/admin/media', undefined, support.token)).statusCode).toBe(403);
    const anonymous = await suite.context.app.inject({ method: 'GET', url: '/admin/media' });
    expect(anonymous.statusCode).toBe(404);
    const admin = await staffWithSession(suite.context.db, ['admin']);
    expect((await call('GET', '/admin/media', undefined, admin.token)).statusCode).toBe(200);
  });
});
