import { count, desc, eq } from 'drizzle-orm';
import { cookieConsents, editorialPages, portalPosts, seedHistory, widgets } from '../../db/schema';
import { bearer, createUserWithToken, DEMO, login } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { EDITORIAL_SEED_KEY, seedEditorial } from '../../db/seed/editorial';
import { currentConsentVersion } from './cookie-banner';
import { DEMO_NOTICE } from './operator';

const suite = testSuite();

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  meta?: { current_page: number; last_page: number; per_page: number; total: number };
  errors?: Record<string, string[]>;
}

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await suite.context.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

type Post = { id: number; slug: string; title: string; region: { slug: string } | null; category: { slug: string }; url: string };

describe('landing and become-a-provider page data', () => {
  it('/homepageData answers the home banner, widgets, the three newest posts and the SEO entry', async () => {
    const { status, body } = await get<{
      banners: { title: string; image: string }[];
      widgets: { key: string }[];
      news: Post[];
      providers: { company_name: string; slug: string }[];
      seo: { meta_title: string } | null;
    }>('/homepageData');
    expect(status).toBe(200);
    expect(body.data.banners[0]?.title).toBe('Ihr Marktplatz für die Region');
    expect(body.data.widgets.map((widget) => widget.key)).toEqual(['areas', 'living_worlds', 'trust', 'newsletter']);
    expect(body.data.news).toHaveLength(3);
    expect(body.data.news[0]?.slug).toBe('badsanierung-planen');
    expect(body.data.seo?.meta_title).toMatch(/^Marktplatz/);
    expect(Array.isArray(body.data.providers)).toBe(true);
  });

  it('/homepageData answers an empty section (not an error) when that section has no rows', async () => {
    await suite.context.db.update(widgets).set({ isActive: false }).where(eq(widgets.pageSlug, 'home'));
    const { status, body } = await get<{ widgets: unknown[]; news: unknown[] }>('/homepageData');
    await suite.context.db.update(widgets).set({ isActive: true }).where(eq(widgets.pageSlug, 'home'));
    expect(status).toBe(200);
    expect(body.data.widgets).toEqual([]);
    expect(body.data.news).toHaveLength(3);
  });

  it('/becomeProviderPage answers the benefits, steps, call to action and the package text', async () => {
    const { status, body } = await get<{ widgets: { key: string; button_url: string | null }[]; package_text: { title: string } | null }>(
      '/becomeProviderPage',
    );
    expect(status).toBe(200);
    expect(body.data.widgets.map((widget) => widget.key)).toEqual(['benefits', 'steps', 'cta']);
    expect(body.data.widgets.find((widget) => widget.key === 'cta')?.button_url).toBe('/register?type=provider');
    expect(body.data.package_text?.title).toBe('Das passende Paket für Ihr Unternehmen');
  });

  it('/becomeProviderPage carries the page’s active sticky layers, so the page asks no GraphQL for them', async () => {
    const { status, body } = await get<{ sticky_layers: { page: string; title: string }[] }>('/becomeProviderPage');
    expect(status).toBe(200);
    expect(body.data.sticky_layers.length).toBeGreaterThan(0);
    expect(body.data.sticky_layers.every((layer) => layer.page === 'provider')).toBe(true);
  });

  it('graph query latestProviders lists the seeded demo provider with a slug', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ latestProviders(first: 3) { id company_name slug city } }' },
    });
    const body = response.json() as { data: { latestProviders: { company_name: string; slug: string }[] } };
    expect(response.statusCode).toBe(200);
    expect(body.data.latestProviders.length).toBeGreaterThan(0);
    expect(body.data.latestProviders[0]?.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('graph query latestProviders refuses first above 24 with a German message', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ latestProviders(first: 99) { id } }' },
    });
    const body = response.json() as { errors: { extensions: { errors: Record<string, string[]> } }[] };
    expect(body.errors[0]?.extensions.errors.first?.[0]).toBe('Der Wert muss zwischen 1 und 24 liegen.');
  });
});

describe('content pages', () => {
  it('api/pagedata/index lists the six legal pages; imprint and accessibility statement come whole from the settings', async () => {
    const { status, body } = await get<{ slug: string; is_template: boolean; url: string }[]>('/api/pagedata/index');
    expect(status).toBe(200);
    expect(body.data.map((page) => page.slug)).toEqual([
      'impressum',
      'datenschutz',
      'agb',
      'widerrufsbelehrung',
      'cookie-richtlinie',
      'barrierefreiheit',
    ]);
    expect(body.data.filter((page) => page.is_template).map((page) => page.slug)).toEqual([
      'datenschutz',
      'agb',
      'widerrufsbelehrung',
      'cookie-richtlinie',
    ]);
    expect(body.data[0]?.url).toBe('/page/impressum');
  });

  it('api/pagedata/{slug} answers the Widerrufsbelehrung with the model withdrawal form', async () => {
    const { status, body } = await get<{
      title: string;
      subtitle: string;
      content: string;
      withdrawal_form: { title: string; lines: string[] } | null;
    }>('/api/pagedata/widerrufsbelehrung');
    expect(status).toBe(200);
    expect(body.data.subtitle).toBe(DEMO_NOTICE);
    expect(body.data.content).toContain('binnen vierzehn Tagen');
    expect(body.data.withdrawal_form?.title).toBe('Muster-Widerrufsformular');
    expect(body.data.withdrawal_form?.lines).toContain('Datum');
  });

  it('api/pagedata/{slug} answers the Impressum without a withdrawal form', async () => {
    const { body } = await get<{ content: string; withdrawal_form: unknown }>('/api/pagedata/impressum');
    expect(body.data.content).toContain('§ 5 Digitale-Dienste-Gesetz');
    expect(body.data.withdrawal_form).toBeNull();
  });

  it('api/pagedata/{slug} answers 404 with a German message for an unknown slug', async () => {
    const { status, body } = await get('/api/pagedata/gibt-es-nicht');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, message: 'Die Seite wurde nicht gefunden.' });
  });

  it('api/pagedata/{slug} answers 404 for a page an editor deactivated', async () => {
    await suite.context.db.update(editorialPages).set({ isActive: false }).where(eq(editorialPages.slug, 'agb'));
    const { status } = await get('/api/pagedata/agb');
    await suite.context.db.update(editorialPages).set({ isActive: true }).where(eq(editorialPages.slug, 'agb'));
    expect(status).toBe(404);
  });

  it('/getWidgets answers the widgets of a page slug', async () => {
    const { status, body } = await get<{ key: string }[]>('/getWidgets?slug=become-a-provider');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
  });

  it('/getWidgets answers 404 with a German message for an unknown slug and 422 without a slug', async () => {
    const unknown = await get('/getWidgets?slug=unbekannt');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Für diese Seite gibt es keine Widgets.');
    expect((await get('/getWidgets')).status).toBe(422);
  });

  it('/layoutData answers the header menu, footer columns with every legal page, and contact data', async () => {
    const { status, body } = await get<{
      header: { label: string; url: string }[];
      footer: { title: string; links: { url: string }[] }[];
      contact: Record<string, string>;
    }>('/layoutData');
    expect(status).toBe(200);
    expect(body.data.header.map((link) => link.url)).toContain('/news');
    expect(body.data.footer.map((column) => column.title)).toEqual(['Für Kunden', 'Für Anbieter', 'Rechtliches']);
    expect(body.data.footer[2]?.links).toHaveLength(6);
    expect(body.data.contact.hours).toBe('Mo–Fr 9–18 Uhr');
  });
});

describe('news portal', () => {
  it('/portal/categorys lists the categories with their post counts', async () => {
    const { body } = await get<{ slug: string; posts_count: number }[]>('/portal/categorys');
    expect(body.data.map((category) => category.slug)).toContain('energie');
    expect(body.data.reduce((sum, category) => sum + category.posts_count, 0)).toBe(12);
  });

  it('/regions lists Berlin, Hamburg, München and Köln', async () => {
    const { body } = await get<{ name: string }[]>('/regions');
    expect(body.data.map((region) => region.name)).toEqual(expect.arrayContaining(['Berlin', 'Hamburg', 'München', 'Köln']));
  });

  it('/portal/posts pages the twelve posts newest first', async () => {
    const first = await get<Post[]>('/portal/posts?page=1&per_page=5');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 5, total: 12 });
    const last = await get<Post[]>('/portal/posts?page=3&per_page=5');
    expect(last.body.data).toHaveLength(2);
    const beyond = await get<Post[]>('/portal/posts?page=9&per_page=5');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta?.total).toBe(12);
  });

  it('/portal/posts filters by region slug or id', async () => {
    const bySlug = await get<Post[]>('/portal/posts?region=berlin');
    expect(bySlug.body.data.length).toBeGreaterThan(0);
    expect(bySlug.body.data.every((post) => post.region?.slug === 'berlin')).toBe(true);
    const regions = await get<{ id: number; slug: string }[]>('/regions');
    const berlin = regions.body.data.find((region) => region.slug === 'berlin');
    const byId = await get<Post[]>(`/portal/posts?region=${berlin?.id}`);
    expect(byId.body.data.map((post) => post.slug)).toEqual(bySlug.body.data.map((post) => post.slug));
  });

  it('/portal/posts answers 404 with a German message for an unknown region', async () => {
    const { status, body } = await get('/portal/posts?region=atlantis');
    expect(status).toBe(404);
    expect(body.message).toBe('Die Region wurde nicht gefunden.');
  });

  it('/portal/posts/search finds posts by a word of the text, within a region', async () => {
    const all = await get<Post[]>('/portal/posts/search?search=w%C3%A4rmepumpe');
    expect(all.body.data.map((post) => post.slug)).toEqual(['waermepumpe-im-altbau']);
    const elsewhere = await get<Post[]>('/portal/posts/search?search=w%C3%A4rmepumpe&region=hamburg');
    expect(elsewhere.body.data).toEqual([]);
  });

  it('/portal/posts/search treats % and _ literally and refuses a one-letter search', async () => {
    expect((await get<Post[]>('/portal/posts/search?search=%25%25')).body.data).toEqual([]);
    const short = await get('/portal/posts/search?search=a');
    expect(short.status).toBe(422);
    expect(short.body.errors?.search?.[0]).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
  });

  it('/postsByCategory/{id} lists the posts of a category by slug, 404 for an unknown one', async () => {
    const garden = await get<Post[]>('/postsByCategory/garten');
    expect(garden.body.data.map((post) => post.slug).sort()).toEqual(['hochbeet-anlegen', 'winterfester-garten']);
    const unknown = await get('/postsByCategory/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Die Kategorie wurde nicht gefunden.');
  });

  it('/portal/post/{id} answers a post by slug and by id, with related posts and SEO data', async () => {
    const bySlug = await get<Post & { content: string; related: Post[]; seo: { meta_title: string } | null }>(
      '/portal/post/umzug-checkliste',
    );
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.content).toContain('Halteverbotszone');
    expect(bySlug.body.data.related.every((post) => post.category.slug === 'ratgeber' && post.slug !== 'umzug-checkliste')).toBe(true);
    expect(bySlug.body.data.seo?.meta_title).toContain('Umzug ohne Stress');
    const byId = await get<Post>(`/portal/post/${bySlug.body.data.id}`);
    expect(byId.body.data.slug).toBe('umzug-checkliste');
  });

  it('/portal/post/{id} answers 404 for an unknown or deactivated post', async () => {
    const unknown = await get('/portal/post/kein-beitrag');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Der Beitrag wurde nicht gefunden.');
    await suite.context.db.update(portalPosts).set({ isActive: false }).where(eq(portalPosts.slug, 'hochbeet-anlegen'));
    const hidden = await get('/portal/post/hochbeet-anlegen');
    await suite.context.db.update(portalPosts).set({ isActive: true }).where(eq(portalPosts.slug, 'hochbeet-anlegen'));
    expect(hidden.status).toBe(404);
  });
});

describe('tour popup and cookie consent', () => {
  it('/setTourPopup needs a login', async () => {
    const response = await suite.context.app.inject({ method: 'POST', url: '/setTourPopup', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('/setTourPopup marks the tour as seen for the logged-in user only', async () => {
    const user = await createUserWithToken(suite.context, 'User');
    const other = await createUserWithToken(suite.context, 'User');
    expect((await get<{ tour_popup_seen: boolean }>('/getTourPopup', bearer(user.token))).body.data.tour_popup_seen).toBe(false);
    const response = await suite.context.app.inject({ method: 'POST', url: '/setTourPopup', headers: bearer(user.token), payload: {} });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Envelope<unknown>).message).toBe('Die Tour wird Ihnen nicht mehr angezeigt.');
    expect((await get<{ tour_popup_seen: boolean }>('/getTourPopup', bearer(user.token))).body.data.tour_popup_seen).toBe(true);
    expect((await get<{ tour_popup_seen: boolean }>('/getTourPopup', bearer(other.token))).body.data.tour_popup_seen).toBe(false);
    const again = await suite.context.app.inject({ method: 'POST', url: '/setTourPopup', headers: bearer(user.token), payload: {} });
    expect(again.statusCode).toBe(200);
  });

  it('/acceptCookie stores the consent with the necessary cookies always included, per user when logged in', async () => {
    const token = await login(suite.context.app, DEMO.customer);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/acceptCookie',
      headers: bearer(token),
      payload: { accepted: ['statistics'] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Envelope<{ accepted: string[] }>;
    expect(body.message).toBe('Ihre Cookie-Einstellungen wurden gespeichert.');
    expect(body.data.accepted.sort()).toEqual(['necessary', 'statistics']);
    const rows = await suite.context.db.select().from(cookieConsents);
    expect(rows.some((row) => row.userId !== null && row.accepted.includes('statistics'))).toBe(true);
  });

  it('/acceptCookie works anonymously and refuses an unknown cookie category with 422', async () => {
    const anonymous = await suite.context.app.inject({ method: 'POST', url: '/acceptCookie', payload: {} });
    expect((anonymous.json() as Envelope<{ accepted: string[] }>).data.accepted).toEqual(['necessary']);
    const bad = await suite.context.app.inject({ method: 'POST', url: '/acceptCookie', payload: { accepted: ['tracking-xyz'] } });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as Envelope<unknown>).errors?.accepted?.[0]).toBe('Unbekannte Cookie-Kategorie.');
  });

  it('/acceptCookie stores the consent version the visitor answered, the current one when none is sent', async () => {
    const current = await currentConsentVersion(suite.context.db);
    const answered = await suite.context.app.inject({
      method: 'POST',
      url: '/acceptCookie',
      payload: { accepted: ['statistics'], version: current },
    });
    expect((answered.json() as Envelope<{ version: number }>).data.version).toBe(current);
    const unsent = await suite.context.app.inject({ method: 'POST', url: '/acceptCookie', payload: { accepted: [] } });
    expect((unsent.json() as Envelope<{ version: number }>).data.version).toBe(current);
    const older = await suite.context.app.inject({ method: 'POST', url: '/acceptCookie', payload: { accepted: [], version: 1 } });
    expect(older.statusCode).toBe(200);
    const rows = await suite.context.db.select().from(cookieConsents).orderBy(desc(cookieConsents.id)).limit(3);
    expect(rows.map((row) => row.consentVersion)).toEqual([1, current, current]);
  });

  it('/acceptCookie refuses a consent version newer than the current one with 422 and records nothing', async () => {
    const current = await currentConsentVersion(suite.context.db);
    const [before] = await suite.context.db.select({ value: count() }).from(cookieConsents);
    const ahead = await suite.context.app.inject({ method: 'POST', url: '/acceptCookie', payload: { accepted: [], version: current + 1 } });
    expect(ahead.statusCode).toBe(422);
    expect((ahead.json() as Envelope<unknown>).errors?.version?.[0]).toBe('Diese Version der Cookie-Hinweise gibt es noch nicht.');
    const [after] = await suite.context.db.select({ value: count() }).from(cookieConsents);
    expect(after?.value).toBe(before?.value);
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the landing page, the news posts and the content pages under the public web address', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`<loc>${suite.context.config.publicWebUrl}/news/umzug-checkliste</loc>`);
    expect(response.body).toContain(`<loc>${suite.context.config.publicWebUrl}/page/impressum</loc>`);
  });

  it('/robots.txt points to the sitemap, keeps crawlers out of account pages and lets them read the registration page', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain(`Sitemap: ${suite.context.config.publicWebUrl}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /login');
    expect(response.body).not.toMatch(/Disallow: \/register/);
  });
});

describe('editorial seed', () => {
  it('points the news SEO entries at the shipped illustrations', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ seoData(type: NEWS, slug: "badsanierung-planen") { og_image } }' },
    });
    expect((response.json() as { data: { seoData: { og_image: string } } }).data.seoData.og_image).toBe(
      '/images/news/badsanierung-planen.svg',
    );
  });

  it('runs once: a second call leaves the rows as they are', async () => {
    const before = (await suite.context.db.select().from(portalPosts)).length;
    await seedEditorial(suite.context.db);
    expect((await suite.context.db.select().from(portalPosts)).length).toBe(before);
    expect(await suite.context.db.select().from(seedHistory).where(eq(seedHistory.domain, EDITORIAL_SEED_KEY))).toHaveLength(1);
  });
});

describe('content illustrations', () => {
  it('serves a news illustration as SVG and 404 for an unknown one', async () => {
    const image = await suite.context.app.inject({ method: 'GET', url: '/images/news/umzug-checkliste.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    const missing = await suite.context.app.inject({ method: 'GET', url: '/images/news/fehlt.svg' });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as Envelope<unknown>).message).toBe('Das Bild wurde nicht gefunden.');
  });
});
