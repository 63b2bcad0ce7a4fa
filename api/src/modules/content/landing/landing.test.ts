import { and, desc, eq } from 'drizzle-orm';
import { staffAuditLog } from '../../../db/schema';
import { createTestApp, createUserWithToken, json, type TestContext } from '../../../../test/helpers';
import { staffWithSession } from '../../../../test/fixtures/staff';
import { onLandingChange, type LandingChange } from './service';

/**
 * The editors' lists of the landing page and the marketplace start page: the order an editor saves is the order
 * the visitors' reads answer (REST `/homepageData`, GraphQL `pageBanners`, `stickyLayers`); every change is a
 * version, audited; bad input answers German messages; only editors and admins may call.
 */
let context: TestContext;
let editor: { id: number; token: string };
let admin: { id: number; token: string };
let support: { token: string };
const originalOrders = new Map<string, string[]>();

interface Item {
  id: number;
  title: string;
  text: string | null;
  image: string | null;
  link: string | null;
  active: boolean;
}
interface List {
  version: number;
  saved_by: string | null;
  items: Item[];
  fields: string[];
}
interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

beforeAll(async () => {
  context = await createTestApp();
  editor = await staffWithSession(context.db, ['editor']);
  admin = await staffWithSession(context.db, ['admin']);
  support = await staffWithSession(context.db, ['support']);
  for (const path of ['home/areas', 'marketplace/slider', 'marketplace/sticky']) {
    originalOrders.set(
      path,
      (await list(path)).items.map((item) => item.title),
    );
  }
});

afterAll(async () => {
  // Leave the seeded lists in their first order for the other test files (tiles get their ids by place, so by title).
  for (const [path, titles] of originalOrders) {
    const current = await list(path);
    const ids = titles.map((title) => current.items.find((item) => item.title === title)?.id);
    if (ids.every((id) => id !== undefined) && ids.length === current.items.length) {
      await call('PUT', `${path}/order`, editor.token, { based_on_version: current.version, ids });
    }
  }
  await context.close();
});

async function call<T = List>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) {
  const response = await context.app.inject({
    method,
    url: `/admin/content/landing${path ? `/${path}` : ''}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

async function list(path: string): Promise<List> {
  const { statusCode, body } = await call('GET', path, editor.token);
  expect(statusCode).toBe(200);
  return body.data;
}

async function graphql<T>(query: string): Promise<T> {
  const response = await context.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
  return json<{ data: T }>(response).data;
}

async function homepageAreaTitles(): Promise<string[]> {
  const response = await context.app.inject({ method: 'GET', url: '/homepageData' });
  const body = json<Envelope<{ widgets: Array<{ key: string; items: Array<{ title: string }> }> }>>(response);
  return body.data.widgets.find((widget) => widget.key === 'areas')?.items.map((item) => item.title) ?? [];
}

describe('landing lists', () => {
  it('lists the start pages with their lists and the fields each kind has', async () => {
    const { statusCode, body } = await call<Array<{ page: string; url: string; lists: Array<{ key: string; kind: string }> }>>(
      'GET',
      '',
      editor.token,
    );
    expect(statusCode).toBe(200);
    expect(body.data.map((page) => [page.page, page.url])).toEqual([
      ['home', '/'],
      ['marketplace', '/shop'],
    ]);
    expect(body.data[0]?.lists.map((entry) => entry.key)).toEqual(['hero', 'areas', 'living_worlds', 'trust']);
    expect((await list('home/areas')).fields).toEqual(['title', 'text', 'image', 'link']);
  });

  it('saves a new tile order: /homepageData answers the tiles in that order, as a new version by the editor', async () => {
    const before = await list('home/areas');
    const reversed = [...before.items].reverse();
    const { statusCode, body } = await call('PUT', 'home/areas/order', editor.token, {
      based_on_version: before.version,
      ids: reversed.map((item) => item.id),
    });
    expect(statusCode).toBe(200);
    expect(body.message).toBe('Die Reihenfolge wurde gespeichert.');
    expect(body.data.version).toBe(before.version + 1);
    expect(body.data.saved_by).toEqual(expect.any(String));
    expect(body.data.items.map((item) => item.title)).toEqual(reversed.map((item) => item.title));
    expect(await homepageAreaTitles()).toEqual(reversed.map((item) => item.title));

    const [entry] = await context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'content.landing_reordered'), eq(staffAuditLog.recordId, 'home/areas')))
      .orderBy(desc(staffAuditLog.seq))
      .limit(1);
    expect(entry?.actorId).toBe(editor.id);
    const versions = await call<Array<{ version: number; entity_type: string }>>('GET', 'home/areas/versions', editor.token);
    expect(versions.body.data[0]).toMatchObject({ version: before.version + 1, entity_type: 'landing' });
  });

  it('saves a new slider order: the GraphQL pageBanners of the marketplace answer it', async () => {
    const before = await list('marketplace/slider');
    expect(before.items.length).toBeGreaterThan(1);
    const ids = [...before.items].reverse().map((item) => item.id);
    const { statusCode } = await call('PUT', 'marketplace/slider/order', admin.token, { based_on_version: before.version, ids });
    expect(statusCode).toBe(200);
    const data = await graphql<{ pageBanners: { data: Array<{ id: string }> } }>('{ pageBanners(page: MARKETPLACE) { data { id } } }');
    const activeIds = [...before.items]
      .reverse()
      .filter((item) => item.active)
      .map((item) => String(item.id));
    expect(data.pageBanners.data.map((banner) => banner.id)).toEqual(activeIds);
  });

  it('creates, edits and deletes a sticky layer; stickyLayers answers it in place and the listeners hear every change', async () => {
    const heard: LandingChange[] = [];
    const stop = onLandingChange((change) => {
      heard.push(change);
    });
    const start = await list('marketplace/sticky');
    const created = await call('POST', 'marketplace/sticky/items', editor.token, {
      based_on_version: start.version,
      title: 'Versandkostenfrei ab 50 €',
      text: 'Nur diese Woche bei teilnehmenden Händlern.',
      link_text: 'Mehr erfahren',
      link: '/shop/products',
    });
    expect(created.statusCode).toBe(201);
    const added = created.body.data.items.at(-1);
    expect(added).toMatchObject({ title: 'Versandkostenfrei ab 50 €', link: '/shop/products', active: true, image: null });

    const moved = await call('PUT', 'marketplace/sticky/order', editor.token, {
      based_on_version: created.body.data.version,
      ids: [added?.id, ...start.items.map((item) => item.id)],
    });
    expect(moved.statusCode).toBe(200);
    const layers = await graphql<{ stickyLayers: { data: Array<{ title: string; page: string }> } }>(
      '{ stickyLayers(first: 50) { data { title page } } }',
    );
    expect(layers.stickyLayers.data.find((layer) => layer.page === 'marketplace')?.title).toBe('Versandkostenfrei ab 50 €');

    const edited = await call('PUT', `marketplace/sticky/items/${added?.id}`, editor.token, {
      based_on_version: moved.body.data.version,
      title: 'Versandkostenfrei ab 40 €',
      text: 'Nur diese Woche.',
      link: 'https://example.com/aktion',
      active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data.items[0]).toMatchObject({
      title: 'Versandkostenfrei ab 40 €',
      active: false,
      link: 'https://example.com/aktion',
    });

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/admin/content/landing/marketplace/sticky/items/${added?.id}?based_on_version=${edited.body.data.version}`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(json<Envelope<List>>(removed).data.items.map((item) => item.id)).toEqual(start.items.map((item) => item.id));
    stop();
    expect(heard.map((change) => change.list)).toEqual(['sticky', 'sticky', 'sticky', 'sticky']);
  });

  it('refuses a change based on an older version with 409 and writes nothing', async () => {
    const current = await list('home/areas');
    const first = await call('PUT', 'home/areas/order', editor.token, {
      based_on_version: current.version,
      ids: current.items.map((item) => item.id),
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', 'home/areas/order', admin.token, {
      based_on_version: current.version,
      ids: [...current.items].reverse().map((item) => item.id),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/^Diese Liste der Startseite wurde inzwischen von .+ geändert \(Version \d+\)/);
    expect((await list('home/areas')).items.map((item) => item.title)).toEqual(current.items.map((item) => item.title));
  });

  it('answers bad input with German messages at the field, never 500', async () => {
    const current = await list('home/areas');
    const base = { based_on_version: current.version, title: 'Neu', text: 'Text' };
    const badLink = await call('POST', 'home/areas/items', editor.token, { ...base, link: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.body.errors?.link).toEqual([
      'Bitte geben Sie als Link einen Pfad der Seite (z. B. /shop) oder eine Adresse mit http:// oder https:// an.',
    ]);
    const protocolRelative = await call('POST', 'home/areas/items', editor.token, { ...base, link: '//evil.example/x' });
    expect(protocolRelative.statusCode).toBe(422);
    const longTitle = await call('POST', 'home/areas/items', editor.token, { ...base, title: 'x'.repeat(121) });
    expect(longTitle.body.errors?.title).toEqual(['Der Titel hat höchstens 120 Zeichen.']);
    const noText = await call('POST', 'home/areas/items', editor.token, { ...base, text: '' });
    expect(noText.body.errors?.text).toEqual(['Bitte geben Sie einen Text ein.']);
    const foreignPicture = await call('POST', 'home/areas/items', editor.token, { ...base, image: 'https://evil.example/a.png' });
    expect(foreignPicture.statusCode).toBe(422);
    expect(foreignPicture.body.errors?.image?.[0]).toMatch(/Mediathek/);
    const banner = await list('home/hero');
    const noAlt = await call('POST', 'home/hero/items', editor.token, {
      based_on_version: banner.version,
      title: 'Winter',
      image: '/images/banners/home.svg',
    });
    expect(noAlt.body.errors?.image_alt).toEqual(['Bitte beschreiben Sie das Bild (Alternativtext).']);

    const incomplete = await call('PUT', 'home/areas/order', editor.token, {
      based_on_version: current.version,
      ids: current.items.slice(1).map((item) => item.id),
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.body.errors?.ids?.[0]).toMatch(/genau einmal/);
    expect((await list('home/areas')).version).toBe(current.version);
  });

  it('answers 404 with a German message for an unknown list or entry', async () => {
    const unknownList = await call('GET', 'home/nichts', editor.token);
    expect(unknownList.statusCode).toBe(404);
    expect(unknownList.body.message).toBe('Diese Liste der Startseite gibt es nicht.');
    const current = await list('home/areas');
    const unknownItem = await call('PUT', 'home/areas/items/999', editor.token, {
      based_on_version: current.version,
      title: 'X',
      text: 'Y',
    });
    expect(unknownItem.statusCode).toBe(404);
    expect(unknownItem.body.message).toBe('Diesen Eintrag gibt es in dieser Liste nicht.');
    const unknownPage = await call('GET', 'impressum/areas', editor.token);
    expect(unknownPage.statusCode).toBe(422);
  });

  it('lets only editors and admins in: 404 without staff credential, 403 for other staff roles', async () => {
    expect((await call('GET', 'home/areas')).statusCode).toBe(404);
    const customer = await createUserWithToken(context, 'User');
    expect((await call('GET', 'home/areas', customer.token)).statusCode).toBe(404);
    expect((await call('GET', 'home/areas', support.token)).statusCode).toBe(403);
    const current = await list('home/areas');
    const refused = await call('PUT', 'home/areas/order', support.token, {
      based_on_version: current.version,
      ids: [...current.items].reverse().map((item) => item.id),
    });
    expect(refused.statusCode).toBe(403);
    expect((await list('home/areas')).version).toBe(current.version);
  });

  it('restores an earlier version of a list as a new version: the sticky layer deleted since is back in its place', async () => {
    const start = await list('marketplace/sticky');
    const created = await call('POST', 'marketplace/sticky/items', editor.token, {
      based_on_version: start.version,
      title: 'Herbstaktion',
      text: 'Nur im Oktober.',
    });
    const withLayer = created.body.data;
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/admin/content/landing/marketplace/sticky/items/${withLayer.items.at(-1)?.id}?based_on_version=${withLayer.version}`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
    const afterDelete = json<Envelope<List>>(removed).data;
    expect(afterDelete.items.map((item) => item.title)).not.toContain('Herbstaktion');

    const restored = await call('POST', `marketplace/sticky/versions/${withLayer.version}/restore`, admin.token, {
      based_on_version: afterDelete.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.body.message).toBe('Die Version wurde wiederhergestellt.');
    expect(restored.body.data.version).toBe(afterDelete.version + 1);
    expect(restored.body.data.items.map((item) => item.title)).toEqual(withLayer.items.map((item) => item.title));
    const [entry] = await context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'content.landing_restored'), eq(staffAuditLog.recordId, 'marketplace/sticky')))
      .orderBy(desc(staffAuditLog.seq))
      .limit(1);
    expect(entry?.actorId).toBe(admin.id);

    const stale = await call('POST', `marketplace/sticky/versions/${start.version || 1}/restore`, editor.token, {
      based_on_version: afterDelete.version,
    });
    expect(stale.statusCode).toBe(409);
    const missing = await call('POST', 'marketplace/sticky/versions/9999/restore', editor.token, {
      based_on_version: restored.body.data.version,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Diese Version gibt es nicht.');

    const again = await list('marketplace/sticky');
    const cleanup = again.items.find((item) => item.title === 'Herbstaktion');
    await context.app.inject({
      method: 'DELETE',
      url: `/admin/content/landing/marketplace/sticky/items/${cleanup?.id}?based_on_version=${again.version}`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
  });

  it('restores a tile list: the tiles come back with their pictures in the saved order', async () => {
    const before = await list('home/living_worlds');
    const reordered = await call('PUT', 'home/living_worlds/order', editor.token, {
      based_on_version: before.version,
      ids: [...before.items].reverse().map((item) => item.id),
    });
    const restored = await call('POST', `home/living_worlds/versions/${reordered.body.data.version}/restore`, editor.token, {
      based_on_version: reordered.body.data.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.body.data.items.map((item) => [item.title, item.image])).toEqual(
      reordered.body.data.items.map((item) => [item.title, item.image]),
    );
    const back = await call('PUT', 'home/living_worlds/order', editor.token, {
      based_on_version: restored.body.data.version,
      ids: before.items.map((item) => before.items.length + 1 - item.id),
    });
    expect(back.body.data.items.map((item) => item.title)).toEqual(before.items.map((item) => item.title));
  });

  it('keeps a tile picture’s sizes from the media library: /homepageData answers srcset, width and height; a foreign size is refused', async () => {
    const before = await list('home/trust');
    const picture = {
      based_on_version: before.version,
      title: 'Geprüfte Anbieter',
      text: 'Mit Bild',
      image: '/uploads/media/abc/original.jpg',
      image_srcset: '/uploads/media/abc/w480.webp 480w, /uploads/media/abc/w960.webp 960w',
      image_width: 1200,
      image_height: 800,
    };
    const foreign = await call('POST', 'home/trust/items', editor.token, {
      ...picture,
      image_srcset: 'https://evil.example/a.webp 480w',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body.errors?.image_srcset?.[0]).toMatch(/Bildgrößen/);
    const created = await call('POST', 'home/trust/items', editor.token, picture);
    expect(created.statusCode).toBe(201);
    const response = await context.app.inject({ method: 'GET', url: '/homepageData' });
    const trust = json<Envelope<{ widgets: Array<{ key: string; items: Array<Record<string, unknown>> }> }>>(response).data.widgets.find(
      (widget) => widget.key === 'trust',
    );
    expect(trust?.items.at(-1)).toMatchObject({
      image: picture.image,
      image_srcset: picture.image_srcset,
      image_width: 1200,
      image_height: 800,
    });
    const added = created.body.data.items.at(-1);
    await context.app.inject({
      method: 'DELETE',
      url: `/admin/content/landing/home/trust/items/${added?.id}?based_on_version=${created.body.data.version}`,
      headers: { authorization: `Bearer ${editor.token}` },
    });
  });
});
