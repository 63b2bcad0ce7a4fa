import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cookieBanners, cookieContents, cookieTypes } from '../../../db/schema/content';
import { ValidationError } from '../../../http/errors';
import { auditedChange } from '../../staff/public';
import { changes, type EditorContext } from '../editor/editing';
import { readCookieBanner } from '../cookie-banner';
import { SITE_MESSAGES, type CookiesInput, type EditorCookies } from './schemas';
import { assertSiteVersion, lockSiteEntity, siteSavedState, writeSiteVersion } from './versions';

/**
 * The cookie banner's texts and categories for editors. A change in substance needs every visitor's consent again:
 * the editor answers „Müssen Besucher erneut gefragt werden?“, and yes raises the consent version, which the
 * shell compares a visitor's stored choice with (`cookieBanner { version }`, `/layoutData` `consent_version`).
 */

type Settings = Omit<EditorCookies, 'version' | 'saved_at' | 'saved_by'>;

async function currentSettings(db: Executor): Promise<Settings & { bannerId: number | null }> {
  const { banner, types, contents, consentVersion } = await readCookieBanner(db);
  return {
    bannerId: banner?.id ?? null,
    banner: {
      title: banner?.title ?? '',
      content: banner?.content ?? '',
      accept_all_text: banner?.acceptAllText ?? '',
      accept_selected_text: banner?.acceptSelectedText ?? '',
      reject_text: banner?.rejectText ?? '',
      settings_text: banner?.settingsText ?? '',
      privacy_url: banner?.privacyUrl ?? '/page/datenschutz',
      imprint_url: banner?.imprintUrl ?? '/page/impressum',
    },
    categories: types.map((type) => ({
      key: type.key,
      name: type.name,
      description: type.description,
      is_required: type.isRequired,
      contents: contents
        .filter((content) => content.cookieTypeId === type.id)
        .map((content) => ({
          name: content.name,
          provider: content.provider,
          purpose: content.purpose,
          duration: content.duration,
          storage: content.storage,
        })),
    })),
    consent_version: consentVersion,
  };
}

export async function readCookieSettings(db: Executor): Promise<EditorCookies> {
  const { bannerId: _bannerId, ...settings } = await currentSettings(db);
  return { ...settings, ...(await siteSavedState(db, 'cookies')) };
}

/**
 * Saves the banner's texts and the categories' names, descriptions, order and cookie lists (categories are neither
 * added nor removed here: the site decides which it uses). `askAgain` raises the consent version by one.
 */
export async function saveCookieSettings(
  context: EditorContext,
  input: CookiesInput,
  askAgain: boolean,
  basedOn: number,
): Promise<EditorCookies> {
  await auditedChange(context.db, context, async (tx, audit) => {
    await lockSiteEntity(tx, 'cookies');
    const current = await assertSiteVersion(tx, 'cookies', basedOn);
    const before = await currentSettings(tx);
    const types = await tx.select({ id: cookieTypes.id, key: cookieTypes.key }).from(cookieTypes);
    const idOf = new Map(types.map((type) => [type.key, type.id]));
    input.categories.forEach((category, index) => {
      if (!idOf.has(category.key)) throw ValidationError.field(`categories.${index}.key`, SITE_MESSAGES.categoryUnknown);
    });

    const consentVersion = before.consent_version + (askAgain ? 1 : 0);
    const texts = {
      title: input.banner.title,
      content: input.banner.content,
      acceptAllText: input.banner.accept_all_text,
      acceptSelectedText: input.banner.accept_selected_text,
      rejectText: input.banner.reject_text,
      settingsText: input.banner.settings_text,
      privacyUrl: input.banner.privacy_url,
      imprintUrl: input.banner.imprint_url,
      consentVersion,
      updatedAt: new Date(),
    };
    if (before.bannerId === null) await tx.insert(cookieBanners).values(texts);
    else await tx.update(cookieBanners).set(texts).where(eq(cookieBanners.id, before.bannerId));

    for (const [index, category] of input.categories.entries()) {
      const typeId = idOf.get(category.key) ?? 0;
      await tx
        .update(cookieTypes)
        .set({ name: category.name, description: category.description, position: index + 1 })
        .where(eq(cookieTypes.id, typeId));
      await tx.delete(cookieContents).where(eq(cookieContents.cookieTypeId, typeId));
      if (category.contents.length > 0) {
        await tx
          .insert(cookieContents)
          .values(category.contents.map((content, position) => ({ ...content, cookieTypeId: typeId, position: position + 1 })));
      }
    }

    const { bannerId: _id, consent_version: _before, ...beforeData } = before;
    const { bannerId: _after, consent_version: _now, ...afterData } = await currentSettings(tx);
    const version = await writeSiteVersion(tx, 'cookies', current, { ...afterData, consent_version: consentVersion }, context.actor.id);
    const changed = changes(beforeData, afterData);
    await audit({
      action: askAgain ? 'content.cookie_consent_renewed' : 'content.cookie_texts_updated',
      recordType: 'content_cookies',
      recordId: null,
      before: { ...changed.before, consent_version: before.consent_version },
      after: { ...changed.after, consent_version: consentVersion, version },
    });
  });
  return readCookieSettings(context.db);
}
