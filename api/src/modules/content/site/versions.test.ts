import { and, desc, eq } from 'drizzle-orm';
import { staffAuditLog } from '../../../db/schema';
import { staffAdminApp } from '../../../../test/staff-admin';
import type { EditorCookies, EditorMenus } from './schemas';

/** The versions of the menus and the cookie texts: listed with who and when, an earlier one restored as a new save. */
const { context, staff, call } = staffAdminApp({ editor: ['editor'], support: ['support'] });

interface Summary {
  version: number;
  saved_at: string;
  saved_by: string | null;
}

const menusNow = async () => (await call<EditorMenus>('GET', '/admin/content/site/menus', staff.editor.token)).body.data;

async function saveHeader(labels: string[]): Promise<EditorMenus> {
  const { header: _header, version, ...rest } = await menusNow();
  const header = labels.map((label) => ({ label, url: '/shop', is_active: true }));
  const { footer, legal } = rest;
  const saved = await call<EditorMenus>('PUT', '/admin/content/site/menus', staff.editor.token, {
    header,
    footer,
    legal,
    based_on_version: version,
  });
  expect(saved.statusCode).toBe(200);
  return saved.body.data;
}

describe('versions of the menus', () => {
  it('lists every save newest first with who and when, and refuses the list to support staff', async () => {
    const first = await saveHeader(['Marktplatz', 'News']);
    const second = await saveHeader(['News', 'Marktplatz']);
    const { statusCode, body } = await call<Summary[]>('GET', '/admin/content/site/menus/versions', staff.editor.token);
    expect(statusCode).toBe(200);
    expect(body.data.slice(0, 2).map((row) => row.version)).toEqual([second.version, first.version]);
    expect(body.data[0]?.saved_by).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(body.data[0]?.saved_at ?? ''))).toBe(false);

    expect((await call('GET', '/admin/content/site/menus/versions', staff.support.token)).statusCode).toBe(403);
  });

  it('restores an earlier version as a new save that visitors see, audited with the version it came from', async () => {
    const old = await saveHeader(['Anfragen', 'Essen']);
    const now = await saveHeader(['Essen']);
    const restored = await call<EditorMenus>('POST', `/admin/content/site/menus/versions/${old.version}/restore`, staff.editor.token, {
      based_on_version: now.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.body.message).toBe(`Navigation und Fußzeile: Version ${old.version} wurde wiederhergestellt.`);
    expect(restored.body.data.version).toBe(now.version + 1);
    expect(restored.body.data.header.map((entry) => entry.label)).toEqual(['Anfragen', 'Essen']);

    const layout = await call<{ header: Array<{ label: string }> }>('GET', '/layoutData');
    expect(layout.body.data.header.map((entry) => entry.label)).toEqual(['Anfragen', 'Essen']);
    const [entry] = await context()
      .db.select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'content.menus_restored'), eq(staffAuditLog.recordType, 'content_menus')))
      .orderBy(desc(staffAuditLog.seq))
      .limit(1);
    expect(entry?.after).toEqual(expect.objectContaining({ restored_from: old.version, version: now.version + 1 }));
  });

  it('refuses a restore on an outdated version (409, nothing changes) and an unknown version (404), in German', async () => {
    const old = await saveHeader(['Marktplatz']);
    const now = await saveHeader(['Marktplatz', 'Hilfe']);
    const stale = await call('POST', `/admin/content/site/menus/versions/${old.version}/restore`, staff.editor.token, {
      based_on_version: old.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/^Navigation und Fußzeile wurden inzwischen von /);
    expect((await menusNow()).version).toBe(now.version);

    const missing = await call('POST', '/admin/content/site/menus/versions/99999/restore', staff.editor.token, {
      based_on_version: now.version,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Diese Version gibt es nicht.');
  });
});

describe('versions of the cookie texts', () => {
  it('restores earlier texts as a new save; the consent version stays unless the editor says visitors must be asked again', async () => {
    const start = (await call<EditorCookies>('GET', '/admin/content/site/cookies', staff.editor.token)).body.data;
    const { version: _v, consent_version: consent, ...settings } = start;
    const save = async (title: string, basedOn: number) =>
      (
        await call<EditorCookies>('PUT', '/admin/content/site/cookies', staff.editor.token, {
          ...settings,
          banner: { ...settings.banner, title },
          based_on_version: basedOn,
          ask_again: false,
        })
      ).body.data;
    const first = await save('Cookies – erste Fassung', start.version);
    const second = await save('Cookies – zweite Fassung', first.version);

    const list = await call<Summary[]>('GET', '/admin/content/site/cookies/versions', staff.editor.token);
    expect(list.body.data.map((row) => row.version).slice(0, 2)).toEqual([second.version, first.version]);

    const unanswered = await call('POST', `/admin/content/site/cookies/versions/${first.version}/restore`, staff.editor.token, {
      based_on_version: second.version,
    });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.body.errors?.ask_again).toEqual(['Bitte beantworten Sie, ob Besucher erneut gefragt werden müssen.']);

    const restored = await call<EditorCookies>(
      'POST',
      `/admin/content/site/cookies/versions/${first.version}/restore`,
      staff.editor.token,
      {
        based_on_version: second.version,
        ask_again: false,
      },
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.body.data.banner.title).toBe('Cookies – erste Fassung');
    expect(restored.body.data.version).toBe(second.version + 1);
    expect(restored.body.data.consent_version).toBe(consent);
  });
});
