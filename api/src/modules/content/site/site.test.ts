import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../../config';
import { staffAuditLog } from '../../../db/schema';
import { createTestApp, json, type TestContext } from '../../../../test/helpers';
import { staffWithSession } from '../../../../test/fixtures/staff';
import type { StaffEnvelope } from '../../../../test/staff-admin';
import { OPERATOR_IMPRINT_ENV } from '../../../../test/fixtures/operator';
import { textToHtml } from '../editor/editing';
import type { EditorCookies, EditorMenus } from './schemas';

/**
 * Editors run the menus, the footer, the cookie texts (a change in substance asks visitors again) and the legal
 * pages with the operator's data (issue 41, part 3).
 */
let context: TestContext;
let editor: { id: number; token: string };

beforeAll(async () => {
  const { operator } = loadConfig({
    NODE_ENV: 'test',
    ...OPERATOR_IMPRINT_ENV,
    OPERATOR_SUPERVISORY_AUTHORITY: 'Regierungspräsidium Kassel',
    ACCESSIBILITY_KNOWN_GAPS: 'Videos der Anbieter haben noch keine Untertitel.',
  });
  context = await createTestApp({ config: { operator } });
  editor = await staffWithSession(context.db, ['editor']);
});
afterAll(async () => {
  await context.close();
});

async function call<T>(method: 'GET' | 'PUT', url: string, token?: string, payload?: object) {
  const response = await context.app.inject({
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<StaffEnvelope<T>>(response) };
}

async function layout() {
  return (await call<{ header: Array<{ label: string; url: string }>; consent_version: number }>('GET', '/layoutData')).body.data;
}

async function cookieBannerVersion(): Promise<number> {
  const response = await context.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ cookieBanner { version title } }' } });
  return json<{ data: { cookieBanner: { version: number } } }>(response).data.cookieBanner.version;
}

describe('menus and footer', () => {
  it('are refused without a staff session (404) and to support staff (403)', async () => {
    expect((await call('GET', '/admin/content/site/menus')).statusCode).toBe(404);
    const support = await staffWithSession(context.db, ['support']);
    expect((await call('GET', '/admin/content/site/menus', support.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/content/site/cookies', support.token)).statusCode).toBe(403);
  });

  it('saves the header in the new order; visitors get it from /layoutData; the save is a version with an audit entry', async () => {
    const { body } = await call<EditorMenus>('GET', '/admin/content/site/menus', editor.token);
    expect(body.data.version).toBe(0);
    expect(body.data.header.map((entry) => entry.label)).toContain('News');
    expect(body.data.footer.some((entry) => entry.column === 'Rechtliches' && entry.url === '/page/impressum')).toBe(true);

    const header = [...body.data.header].reverse();
    const saved = await call<EditorMenus>('PUT', '/admin/content/site/menus', editor.token, { ...body.data, header, based_on_version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Navigation und Fußzeile wurden gespeichert.');
    expect(saved.body.data.version).toBe(1);
    expect(saved.body.data.saved_by).not.toBeNull();
    expect((await layout()).header.map((entry) => entry.label)).toEqual(header.map((entry) => entry.label));

    const entries = await context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'content.menus_updated'), eq(staffAuditLog.actorId, editor.id)));
    expect(entries).toHaveLength(1);
  });

  it('hides an entry switched off and keeps it for the editor', async () => {
    const { body } = await call<EditorMenus>('GET', '/admin/content/site/menus', editor.token);
    const header = body.data.header.map((entry, index) => (index === 0 ? { ...entry, is_active: false } : entry));
    const hidden = header[0]?.label;
    await call<EditorMenus>('PUT', '/admin/content/site/menus', editor.token, {
      ...body.data,
      header,
      based_on_version: body.data.version,
    });
    expect((await layout()).header.map((entry) => entry.label)).not.toContain(hidden);
    const again = await call<EditorMenus>('GET', '/admin/content/site/menus', editor.token);
    expect(again.body.data.header[0]).toEqual(expect.objectContaining({ label: hidden, is_active: false }));
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(document.cookie)'],
    ['http://beispiel.example/seite'],
    ['//fremd.example/pfad'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['mailto:info@beispiel.example'],
    ['/pfad mit leerzeichen'],
  ])('refuses the link %s with a German message and changes nothing', async (url) => {
    const { body } = await call<EditorMenus>('GET', '/admin/content/site/menus', editor.token);
    const header = [{ label: 'Böser Link', url, is_active: true }, ...body.data.header];
    const refused = await call<EditorMenus>('PUT', '/admin/content/site/menus', editor.token, {
      ...body.data,
      header,
      based_on_version: body.data.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.['header.0.url']).toEqual([
      'Bitte geben Sie eine Adresse auf dem Marktplatz (beginnt mit „/“) oder eine sichere Web-Adresse (beginnt mit „https://“) an.',
    ]);
    expect((await layout()).header.map((entry) => entry.label)).not.toContain('Böser Link');
  });

  it('accepts relative and https links; an empty label or footer column gets a German message', async () => {
    const { body } = await call<EditorMenus>('GET', '/admin/content/site/menus', editor.token);
    const footer = [
      ...body.data.footer,
      { column: 'Partner', label: 'Handwerkskammer', url: 'https://www.hwk.example/', is_active: true },
      { column: 'Partner', label: 'Ratgeber', url: '/news?category=ratgeber', is_active: true },
    ];
    const saved = await call<EditorMenus>('PUT', '/admin/content/site/menus', editor.token, {
      ...body.data,
      footer,
      based_on_version: body.data.version,
    });
    expect(saved.statusCode).toBe(200);

    const bad = await call<EditorMenus>('PUT', '/admin/content/site/menus', editor.token, {
      header: [{ label: '  ', url: '/news' }],
      footer: [{ column: '', label: 'Ohne Spalte', url: '/news' }],
      legal: [],
      based_on_version: saved.body.data.version,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.['header.0.label']).toEqual(['Bitte geben Sie eine Beschriftung ein.']);
    expect(bad.body.errors?.['footer.0.column']).toEqual(['Bitte geben Sie die Spalte der Fußzeile an.']);
  });

  it('tells the second of two editors saving the same version, and keeps the first one’s menus', async () => {
    const { body } = await call<EditorMenus>('GET', '/admin/content/site/menus', editor.token);
    const colleague = await staffWithSession(context.db, ['editor']);
    const first = await call<EditorMenus>('PUT', '/admin/content/site/menus', colleague.token, {
      ...body.data,
      based_on_version: body.data.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call<EditorMenus>('PUT', '/admin/content/site/menus', editor.token, {
      ...body.data,
      header: [],
      based_on_version: body.data.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toMatch(/^Navigation und Fußzeile wurden inzwischen von .+ geändert \(Version \d+\)/);
    expect((await layout()).header.length).toBeGreaterThan(0);
  });
});

describe('cookie texts and the consent version', () => {
  async function settings(): Promise<EditorCookies> {
    return (await call<EditorCookies>('GET', '/admin/content/site/cookies', editor.token)).body.data;
  }
  const input = (data: EditorCookies) => ({
    banner: data.banner,
    categories: data.categories.map(({ is_required: _required, ...category }) => category),
  });

  it('keeps the consent version when the editor answers „no“ (a typo), and visitors keep their choice', async () => {
    const data = await settings();
    expect(data.consent_version).toBe(2);
    expect(await cookieBannerVersion()).toBe(2);
    const changed = { ...input(data), banner: { ...data.banner, title: 'Wir respektieren Ihre Privatsphäre.' } };
    const saved = await call<EditorCookies>('PUT', '/admin/content/site/cookies', editor.token, {
      ...changed,
      ask_again: false,
      based_on_version: data.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Die Cookie-Texte wurden gespeichert.');
    expect(saved.body.data.consent_version).toBe(2);
    expect(await cookieBannerVersion()).toBe(2);
    expect((await layout()).consent_version).toBe(2);
  });

  it('raises the consent version only when the editor says visitors must be asked again', async () => {
    const data = await settings();
    const statistics = data.categories.find((category) => category.key === 'statistics');
    if (!statistics) throw new Error('Keine Kategorie Statistik im Seed.');
    const categories = input(data).categories.map((category) =>
      category.key === 'statistics'
        ? {
            ...category,
            contents: [
              ...category.contents,
              { name: '_pk_ses', provider: 'Marktplatz', purpose: 'Erkennt eine laufende Sitzung.', duration: '30 Minuten' },
            ],
          }
        : category,
    );
    const saved = await call<EditorCookies>('PUT', '/admin/content/site/cookies', editor.token, {
      banner: data.banner,
      categories,
      ask_again: true,
      based_on_version: data.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Die Cookie-Texte wurden gespeichert. Besucher werden beim nächsten Besuch erneut gefragt.');
    expect(saved.body.data.consent_version).toBe(3);
    expect(saved.body.data.categories.find((category) => category.key === 'statistics')?.contents.map((entry) => entry.name)).toContain(
      '_pk_ses',
    );
    expect(await cookieBannerVersion()).toBe(3);
    expect((await layout()).consent_version).toBe(3);

    const renewed = await context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'content.cookie_consent_renewed'));
    expect(renewed).toHaveLength(1);
    expect(renewed[0]?.after).toEqual(expect.objectContaining({ consent_version: 3 }));
  });

  it('asks the editor for the answer: without ask_again the save is refused in German and nothing changes', async () => {
    const data = await settings();
    const refused = await call<EditorCookies>('PUT', '/admin/content/site/cookies', editor.token, {
      ...input(data),
      based_on_version: data.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.ask_again).toEqual(['Bitte beantworten Sie, ob Besucher erneut gefragt werden müssen.']);
    expect((await settings()).version).toBe(data.version);
  });

  it('refuses an unknown category, an empty text and an unsafe privacy link in German', async () => {
    const data = await settings();
    const unknown = await call<EditorCookies>('PUT', '/admin/content/site/cookies', editor.token, {
      banner: data.banner,
      categories: [{ key: 'tracking', name: 'Tracking', description: 'Neu.', contents: [] }],
      ask_again: false,
      based_on_version: data.version,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors?.['categories.0.key']).toEqual(['Diese Cookie-Kategorie gibt es nicht.']);

    const bad = await call<EditorCookies>('PUT', '/admin/content/site/cookies', editor.token, {
      ...input(data),
      banner: { ...data.banner, title: '', privacy_url: 'javascript:alert(1)' },
      ask_again: false,
      based_on_version: data.version,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.['banner.title']).toEqual(['Dieses Feld ist erforderlich.']);
    expect(bad.body.errors?.['banner.privacy_url']?.[0]).toMatch(/^Bitte geben Sie eine Adresse auf dem Marktplatz/);
    expect((await settings()).version).toBe(data.version);
  });
});

describe('legal pages an editor saved', () => {
  interface EditorPage {
    id: number;
    title: string;
    subtitle: string | null;
    slug: string;
    content: string;
    version: number;
  }

  async function saveAsEditor(slug: string): Promise<void> {
    const list = await call<Array<{ id: number; slug: string }>>('GET', `/admin/content/pages?q=${slug}`, editor.token);
    const id = list.body.data.find((page) => page.slug === slug)?.id;
    const page = await call<EditorPage>('GET', `/admin/content/pages/${id}`, editor.token);
    const { title, subtitle, content, version } = page.body.data;
    const saved = await call<EditorPage>('PUT', `/admin/content/pages/${id}`, editor.token, {
      title,
      subtitle,
      slug,
      content,
      based_on_version: version,
    });
    expect(saved.statusCode).toBe(200);
  }

  async function visitorPage(slug: string) {
    return (await call<{ content: string; content_format: string }>('GET', `/api/pagedata/${slug}`)).body.data;
  }

  it('the imprint shows real headings, no literal „##“ and the operator’s data in its HTML', async () => {
    await saveAsEditor('impressum');
    const imprint = await visitorPage('impressum');
    expect(imprint.content_format).toBe('html');
    expect(imprint.content).not.toContain('##');
    expect(imprint.content).not.toContain('{{');
    expect(imprint.content).toContain('<h2>Verbraucherstreitbeilegung (§ 36 VSBG)</h2>');
    expect(imprint.content).toContain('<h2>Zuständige Aufsichtsbehörde</h2><p>Regierungspräsidium Kassel</p>');
    expect(imprint.content).toContain('<p>Kasseler Handelshaus GmbH<br />Königsplatz 12<br />34117 Kassel<br />Deutschland</p>');
    expect(imprint.content).toContain('Umsatzsteuergesetz: DE298765432</p>');
    expect(imprint.content).toContain('Registernummer: HRB 18493');
    expect(imprint.content).not.toMatch(/<p>\s*<\/p>|<p>\s*<h2>/);
  });

  it('the accessibility statement lists the known gaps as a list, the privacy policy names the operator', async () => {
    await saveAsEditor('barrierefreiheit');
    const statement = await visitorPage('barrierefreiheit');
    expect(statement.content).toContain('<ul><li>Videos der Anbieter haben noch keine Untertitel.</li></ul>');
    expect(statement.content).not.toContain('- Videos');
    await saveAsEditor('datenschutz');
    expect((await visitorPage('datenschutz')).content).toContain('Kasseler Handelshaus GmbH, Königsplatz 12, 34117 Kassel, Deutschland');
  });
});

describe('textToHtml', () => {
  it('makes a `## ` line a heading even right after a line of its block', () => {
    expect(textToHtml('Satz eins.\n{{token}}\n## Überschrift\n\nText')).toBe(
      '<p>Satz eins.<br />{{token}}</p><h2>Überschrift</h2><p>Text</p>',
    );
    expect(textToHtml('## Titel\n- a\n- b')).toBe('<h2>Titel</h2><ul><li>a</li><li>b</li></ul>');
  });
});
