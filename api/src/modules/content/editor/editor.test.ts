import { and, eq } from 'drizzle-orm';
import { contentRedirects, contentVersions, staffAuditLog } from '../../../db/schema';
import { createUserWithToken, json } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { staffWithSession } from '../../../../test/fixtures/staff';

/**
 * The editors' back office for pages and news (issue 41): roles, versions with the version check, restore, slugs
 * with redirects from old ones, and an audit entry for every change.
 */
const suite = testSuite();
let editor: { id: number; token: string };
let colleague: { id: number; token: string };
let counter = 0;

interface Envelope<T = Record<string, unknown>> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

interface Item {
  id: number;
  slug: string;
  title: string;
  content: string;
  version: number;
  status: string;
  saved_by: string | null;
  url: string;
  [key: string]: unknown;
}

beforeAll(async () => {
  editor = await staffWithSession(suite.context.db, ['editor']);
  colleague = await staffWithSession(suite.context.db, ['editor']);
});

async function call<T = Item>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  const response = await suite.context.app.inject({
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response), headers: response.headers };
}

const unique = () => `${process.pid}-${(counter += 1)}`;

function pageInput(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    title: `Ratgeber Umzug ${n}`,
    slug: `ratgeber-umzug-${n}`,
    content: '<h2>Planung</h2><p>Erst packen, dann tragen.</p>',
    ...overrides,
  };
}

async function firstCategoryId(): Promise<number> {
  const { body } = await call<Array<{ id: number }>>('GET', '/portal/categorys');
  const id = body.data[0]?.id;
  if (!id) throw new Error('Keine Kategorie im Seed.');
  return id;
}

async function postInput(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    title: `Neue Förderung ${n}`,
    slug: `neue-foerderung-${n}`,
    excerpt: 'Was sich 2027 für Modernisierer ändert.',
    content: '<p>Die <strong>Förderung</strong> steigt.</p>',
    image: '/images/news/badsanierung-planen.svg',
    image_alt: 'Ein modernes Badezimmer',
    category_id: await firstCategoryId(),
    ...overrides,
  };
}

async function auditActions(recordType: string, recordId: number): Promise<string[]> {
  const rows = await suite.context.db
    .select({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.recordType, recordType), eq(staffAuditLog.recordId, String(recordId))))
    .orderBy(staffAuditLog.seq);
  return rows.map((row) => row.action);
}

describe('editor routes: roles', () => {
  it('lets an editor and an admin list pages, refuses support with 403 and answers a customer token with 404', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    const support = await staffWithSession(suite.context.db, ['support']);
    const customer = await createUserWithToken(suite.context, 'User');
    expect((await call('GET', '/admin/content/pages', editor.token)).statusCode).toBe(200);
    expect((await call('GET', '/admin/content/posts', admin.token)).statusCode).toBe(200);
    const refused = await call('GET', '/admin/content/pages', support.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Ihre Rolle erlaubt diese Aktion nicht.');
    const hidden = await call('POST', '/admin/content/pages', customer.token, pageInput());
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.message).toBe('Nicht gefunden.');
  });
});

describe('editor routes: pages', () => {
  it('creates a page as a draft with version 1, cleans its HTML and writes an audit entry', async () => {
    const created = await call(
      'POST',
      '/admin/content/pages',
      editor.token,
      pageInput({ content: '<p onclick="x()">Hallo<script>alert(1)</script></p>' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ version: 1, status: 'draft', content: '<p>Hallo</p>', content_format: 'html' });
    const versions = await call<Array<{ version: number; saved_by: string | null }>>(
      'GET',
      `/admin/content/pages/${created.body.data.id}/versions`,
      editor.token,
    );
    expect(versions.body.data.map((entry) => entry.version)).toEqual([1]);
    expect(versions.body.data[0]?.saved_by).toMatch(/^Test Mitarbeiter/);
    expect(await auditActions('content_page', created.body.data.id)).toEqual(['content.page_created']);
    // a draft is not visible to visitors
    expect((await call('GET', `/api/pagedata/${created.body.data.slug}`)).statusCode).toBe(404);
  });

  it('refuses a save based on an older version with 409 naming who saved, and changes nothing', async () => {
    const { body } = await call('POST', '/admin/content/pages', editor.token, pageInput());
    const id = body.data.id;
    const first = await call('PUT', `/admin/content/pages/${id}`, colleague.token, {
      ...pageInput({ slug: body.data.slug }),
      title: 'Fassung der Kollegin',
      based_on_version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.data.version).toBe(2);
    const stale = await call('PUT', `/admin/content/pages/${id}`, editor.token, {
      ...pageInput({ slug: body.data.slug }),
      title: 'Meine Fassung',
      based_on_version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(
      /^Diese Seite wurde inzwischen von Test Mitarbeiter \d+ am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr geändert \(Version 2\)/,
    );
    const after = await call('GET', `/admin/content/pages/${id}`, editor.token);
    expect(after.body.data).toMatchObject({ title: 'Fassung der Kollegin', version: 2 });
    expect(await auditActions('content_page', id)).toEqual(['content.page_created', 'content.page_updated']);
  });

  it('restores a version as a new save with that content, and reads one version in full', async () => {
    const { body } = await call('POST', '/admin/content/pages', editor.token, pageInput({ title: 'Erste Fassung' }));
    const id = body.data.id;
    await call('PUT', `/admin/content/pages/${id}`, editor.token, {
      ...pageInput({ slug: body.data.slug }),
      title: 'Zweite Fassung',
      based_on_version: 1,
    });
    const one = await call<{ version: number; data: { title: string } }>('GET', `/admin/content/pages/${id}/versions/1`, editor.token);
    expect(one.body.data).toMatchObject({ version: 1, data: { title: 'Erste Fassung' } });
    const restored = await call('POST', `/admin/content/pages/${id}/versions/1/restore`, editor.token, { based_on_version: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'Erste Fassung', version: 3 });
    expect(await auditActions('content_page', id)).toEqual(['content.page_created', 'content.page_updated', 'content.page_restored']);
    const missing = await call('GET', `/admin/content/pages/${id}/versions/99`, editor.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Diese Version gibt es nicht.');
  });

  it('refuses a slug another page has with a German message at the field', async () => {
    const taken = await call('POST', '/admin/content/pages', editor.token, pageInput({ slug: 'impressum' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.body.errors?.slug).toEqual(['Diese Adresse (Slug) ist bereits vergeben. Bitte wählen Sie eine andere.']);
    const malformed = await call('POST', '/admin/content/pages', editor.token, pageInput({ slug: 'Mit Leerzeichen' }));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body.errors?.slug?.[0]).toMatch(/^Die Adresse \(Slug\) darf nur/);
  });

  it('leaves a redirect from a changed slug: the visitor read by the old slug answers 301 to the new one', async () => {
    const { body } = await call('POST', '/admin/content/pages', editor.token, pageInput());
    const id = body.data.id;
    const oldSlug = body.data.slug;
    await call('POST', `/admin/content/pages/${id}/publish`, editor.token, {});
    expect((await call('GET', `/api/pagedata/${oldSlug}`)).statusCode).toBe(200);
    const newSlug = `${oldSlug}-neu`;
    const saved = await call('PUT', `/admin/content/pages/${id}`, editor.token, { ...pageInput({ slug: newSlug }), based_on_version: 1 });
    expect(saved.body.data.url).toBe(`/page/${newSlug}`);
    const moved = await call<{ slug: string; url: string }>('GET', `/api/pagedata/${oldSlug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/api/pagedata/${newSlug}`);
    expect(moved.body.data).toEqual({ slug: newSlug, url: `/page/${newSlug}` });
    const current = await call<{ slug: string; content_format: string }>('GET', `/api/pagedata/${newSlug}`);
    expect(current.statusCode).toBe(200);
    expect(current.body.data).toMatchObject({ slug: newSlug, content_format: 'html' });
    // existing slugs answer as before
    const imprint = await call<{ content_format: string }>('GET', '/api/pagedata/impressum');
    expect(imprint.statusCode).toBe(200);
    expect(imprint.body.data.content_format).toBe('text');
    const [redirect] = await suite.context.db.select().from(contentRedirects).where(eq(contentRedirects.fromSlug, oldSlug));
    expect(redirect).toMatchObject({ entityType: 'page', entityId: id });
  });

  it('deletes a page with an audit entry, its old slugs going with it; legal texts cannot be deleted', async () => {
    const { body } = await call('POST', '/admin/content/pages', editor.token, pageInput());
    const deleted = await call('DELETE', `/admin/content/pages/${body.data.id}`, editor.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.message).toBe('Die Seite wurde gelöscht.');
    expect((await call('GET', `/admin/content/pages/${body.data.id}`, editor.token)).statusCode).toBe(404);
    expect(await auditActions('content_page', body.data.id)).toEqual(['content.page_created', 'content.page_deleted']);
    const pages = await call<Array<{ id: number; slug: string }>>('GET', '/admin/content/pages?q=impressum', editor.token);
    const imprint = pages.body.data.find((page) => page.slug === 'impressum');
    const refused = await call('DELETE', `/admin/content/pages/${imprint?.id}`, editor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('Rechtstexte können nicht gelöscht werden. Nehmen Sie die Seite stattdessen offline.');
  });
});

describe('editor routes: news posts', () => {
  it('creates, updates and restores a post with versions, moving its SEO entry with the slug', async () => {
    const created = await call('POST', '/admin/content/posts', editor.token, await postInput({ meta_title: 'SEO-Titel' }));
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      version: 1,
      status: 'draft',
      meta_title: 'SEO-Titel',
      author: expect.stringMatching(/^Test Mitarbeiter/),
    });
    const newSlug = `${created.body.data.slug}-2027`;
    const updated = await call('PUT', `/admin/content/posts/${id}`, editor.token, {
      ...(await postInput({ slug: newSlug, meta_title: 'SEO-Titel' })),
      based_on_version: 1,
    });
    expect(updated.body.data).toMatchObject({ slug: newSlug, version: 2, meta_title: 'SEO-Titel' });
    await call('POST', `/admin/content/posts/${id}/publish`, editor.token, {});
    const read = await call<{ slug: string; seo: { meta_title: string } | null }>('GET', `/portal/post/${newSlug}`);
    expect(read.body.data.seo?.meta_title).toBe('SEO-Titel');
    const moved = await call('GET', `/portal/post/${created.body.data.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/portal/post/${newSlug}`);
    const stale = await call('PUT', `/admin/content/posts/${id}`, colleague.token, {
      ...(await postInput({ slug: newSlug })),
      based_on_version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/^Dieser Beitrag wurde inzwischen von/);
    const restored = await call('POST', `/admin/content/posts/${id}/versions/1/restore`, editor.token, { based_on_version: 2 });
    expect(restored.body.data).toMatchObject({ slug: created.body.data.slug, version: 3 });
    // back at the first slug: it is live again, and the second one now leads to it
    expect((await call('GET', `/portal/post/${created.body.data.slug}`)).statusCode).toBe(200);
    expect((await call('GET', `/portal/post/${newSlug}`)).headers.location).toBe(`/portal/post/${created.body.data.slug}`);
    const versions = await suite.context.db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.entityType, 'post'), eq(contentVersions.entityId, id)));
    expect(versions).toHaveLength(3);
    expect(await auditActions('content_post', id)).toEqual([
      'content.post_created',
      'content.post_updated',
      'content.post_published',
      'content.post_restored',
    ]);
  });

  it('refuses a foreign teaser picture, a missing alt text, an unknown category and a taken slug with German messages', async () => {
    const foreign = await call('POST', '/admin/content/posts', editor.token, await postInput({ image: 'https://evil.example/a.png' }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body.errors?.image?.[0]).toMatch(/^Bitte wählen Sie ein Bild aus der Mediathek/);
    const noAlt = await call('POST', '/admin/content/posts', editor.token, await postInput({ image_alt: ' ' }));
    expect(noAlt.body.errors?.image_alt).toEqual(['Bitte beschreiben Sie das Bild (Alternativtext).']);
    const category = await call('POST', '/admin/content/posts', editor.token, await postInput({ category_id: 999_999 }));
    expect(category.body.errors?.category_id).toEqual(['Diese Kategorie gibt es nicht.']);
    const taken = await call('POST', '/admin/content/posts', editor.token, await postInput({ slug: 'badsanierung-planen' }));
    expect(taken.body.errors?.slug).toEqual(['Diese Adresse (Slug) ist bereits vergeben. Bitte wählen Sie eine andere.']);
  });

  it('deletes a post with an audit entry; the visitor read answers 404 afterwards', async () => {
    const { body } = await call('POST', '/admin/content/posts', editor.token, await postInput());
    await call('POST', `/admin/content/posts/${body.data.id}/publish`, editor.token, {});
    expect((await call('GET', `/portal/post/${body.data.slug}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/admin/content/posts/${body.data.id}`, editor.token)).statusCode).toBe(200);
    expect((await call('GET', `/portal/post/${body.data.slug}`)).statusCode).toBe(404);
    expect(await auditActions('content_post', body.data.id)).toEqual([
      'content.post_created',
      'content.post_published',
      'content.post_deleted',
    ]);
  });
});
