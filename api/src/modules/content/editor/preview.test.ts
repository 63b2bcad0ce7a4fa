import { json } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { staffWithSession } from '../../../../test/fixtures/staff';
import { PREVIEW_TTL_MS, signPreviewToken } from './preview-token';

/**
 * Preview links (issue 41, versions and preview): an editor gets a signed, short-lived link to the saved version of a
 * page or post; the site reads it through `/preview/…` — never cached, never indexed — and refuses a forged, expired
 * or foreign token with a German message.
 */
const suite = testSuite();
let editor: { id: number; token: string };
let counter = 0;

interface Envelope<T = Record<string, unknown>> {
  status: boolean;
  message?: string;
  data: T;
}

interface Link {
  token: string;
  url: string;
  version: number;
  expires_at: string;
}

interface Preview {
  id: number;
  slug: string;
  title: string;
  content: string;
  content_format: string;
  preview: { version: number; status: string; saved_by: string | null; expires_at: string };
  [key: string]: unknown;
}

beforeAll(async () => {
  editor = await staffWithSession(suite.context.db, ['editor']);
});

async function call<T = Preview>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  const response = await suite.context.app.inject({
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response), headers: response.headers };
}

const unique = () => `${process.pid}-${(counter += 1)}`;

async function draftPage() {
  const n = unique();
  const { body } = await call<{ id: number; slug: string; version: number }>('POST', '/admin/content/pages', editor.token, {
    title: `Entwurf ${n}`,
    slug: `entwurf-${n}`,
    content: '<p>Noch geheim.</p>',
  });
  return body.data;
}

async function previewLink(kind: 'pages' | 'posts', id: number) {
  return call<Link>('POST', `/admin/content/${kind}/${id}/preview`, editor.token);
}

describe('preview links', () => {
  it('shows an unpublished page only with a valid token, never cached and never indexed', async () => {
    const page = await draftPage();
    expect((await call('GET', `/api/pagedata/${page.slug}`)).statusCode).toBe(404);

    const link = await previewLink('pages', page.id);
    expect(link.statusCode).toBe(200);
    expect(link.body.data.version).toBe(1);
    expect(link.body.data.url).toBe(`/page/${page.slug}?vorschau=${encodeURIComponent(link.body.data.token)}`);
    const expiresIn = new Date(link.body.data.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(PREVIEW_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(PREVIEW_TTL_MS);

    const shown = await call('GET', `/preview/pages/${page.slug}?token=${encodeURIComponent(link.body.data.token)}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.body.data).toMatchObject({
      id: page.id,
      slug: page.slug,
      content: '<p>Noch geheim.</p>',
      content_format: 'html',
      preview: { version: 1, status: 'draft' },
    });
    expect(shown.body.data.preview.saved_by).toMatch(/^Test Mitarbeiter/);
  });

  it('binds the link to its version: a later save shows in a new link, the old one keeps showing what it was issued for', async () => {
    const page = await draftPage();
    const first = await previewLink('pages', page.id);
    await call('PUT', `/admin/content/pages/${page.id}`, editor.token, {
      title: 'Zweite Fassung',
      slug: page.slug,
      content: '<p>Jetzt anders.</p>',
      based_on_version: 1,
    });
    const second = await previewLink('pages', page.id);
    expect(second.body.data.version).toBe(2);
    const old = await call('GET', `/preview/pages/${page.slug}?token=${encodeURIComponent(first.body.data.token)}`);
    const fresh = await call('GET', `/preview/pages/${page.slug}?token=${encodeURIComponent(second.body.data.token)}`);
    expect(old.body.data.content).toBe('<p>Noch geheim.</p>');
    expect(fresh.body.data).toMatchObject({ title: 'Zweite Fassung', content: '<p>Jetzt anders.</p>', preview: { version: 2 } });
  });

  it('refuses a forged token with 403 and a German message, still not cached', async () => {
    const page = await draftPage();
    const link = await previewLink('pages', page.id);
    const [payload] = link.body.data.token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ t: 'page', i: page.id, v: 1, e: Date.now() + 10 * PREVIEW_TTL_MS })).toString(
      'base64url',
    );
    const forgedSignature = signPreviewToken('ein-anderes-geheimnis-mit-genug-zeichen', {
      type: 'page',
      id: page.id,
      version: 1,
    }).token.split('.')[1];
    for (const token of [
      `${forgedPayload}.${link.body.data.token.split('.')[1]}`,
      `${payload}.${forgedSignature}`,
      'kein-token',
      `${payload}.`,
    ]) {
      const refused = await call('GET', `/preview/pages/${page.slug}?token=${encodeURIComponent(token)}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe('Dieser Vorschau-Link ist ungültig. Sie sehen die veröffentlichte Fassung.');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('refuses an expired token with 403 and asks to open the preview again', async () => {
    const page = await draftPage();
    const { token } = signPreviewToken(
      suite.context.config.jwtSecret,
      { type: 'page', id: page.id, version: 1 },
      Date.now() - PREVIEW_TTL_MS - 1,
    );
    const refused = await call('GET', `/preview/pages/${page.slug}?token=${encodeURIComponent(token)}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Dieser Vorschau-Link ist abgelaufen. Bitte öffnen Sie die Vorschau im Editor erneut.');
  });

  it('refuses a token of another page or of a page on the news address', async () => {
    const page = await draftPage();
    const other = await draftPage();
    const link = await previewLink('pages', page.id);
    const token = encodeURIComponent(link.body.data.token);
    const elsewhere = await call('GET', `/preview/pages/${other.slug}?token=${token}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body.message).toBe('Dieser Vorschau-Link gehört zu einem anderen Inhalt.');
    const asPost = await call('GET', `/preview/posts/${page.slug}?token=${token}`);
    expect(asPost.statusCode).toBe(403);
    expect(asPost.body.message).toBe('Dieser Vorschau-Link gehört zu einem anderen Inhalt.');
  });

  it('answers a missing token with 422 and a German message, not 500', async () => {
    const missing = await call<unknown>('GET', '/preview/pages/impressum');
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('Vorschau-Link');
  });

  it('shows an unpublished news post with its category, and only staff editors get a link', async () => {
    const { body: categories } = await call<Array<{ id: number; name: string }>>('GET', '/portal/categorys');
    const category = categories.data[0];
    if (!category) throw new Error('Keine Kategorie im Seed.');
    const n = unique();
    const { body } = await call<{ id: number; slug: string }>('POST', '/admin/content/posts', editor.token, {
      title: `Vorschau-News ${n}`,
      slug: `vorschau-news-${n}`,
      excerpt: 'Kurz gesagt.',
      content: '<p>Bald zu lesen.</p>',
      image: '/images/news/badsanierung-planen.svg',
      image_alt: 'Ein Bad',
      category_id: category.id,
    });
    expect((await call('GET', `/portal/post/${body.data.slug}`)).statusCode).toBe(404);
    const support = await staffWithSession(suite.context.db, ['support']);
    expect((await call('POST', `/admin/content/posts/${body.data.id}/preview`, support.token)).statusCode).toBe(403);
    expect((await call('POST', `/admin/content/posts/${body.data.id}/preview`)).statusCode).toBe(404);

    const link = await previewLink('posts', body.data.id);
    expect(link.body.data.url).toMatch(new RegExp(`^/news/${body.data.slug}\\?vorschau=`));
    const shown = await call('GET', `/preview/posts/${body.data.slug}?token=${encodeURIComponent(link.body.data.token)}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body.data).toMatchObject({
      title: `Vorschau-News ${n}`,
      content: '<p>Bald zu lesen.</p>',
      category: { id: category.id, name: category.name },
      preview: { version: 1, status: 'draft' },
    });
  });
});
