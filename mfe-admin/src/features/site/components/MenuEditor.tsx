import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { notify } from '@marktplatz/shared';
import { FormEnd, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { restoreMenusVersion } from '../api/restoreSiteVersion';
import { saveMenus } from '../api/saveMenus';
import type { EditorMenus } from '../api/types';
import { nestedSubmissionErrors } from '../lib/nestedErrors';
import { siteMessages as t } from '../messages';
import { entryKey, LinkRows } from './LinkRows';
import { SiteVersions } from './SiteVersions';

type Keyed<T> = T & { key: string };

/** The form's lists: each entry with a key of its row (for dragging), left out when sent. */
interface MenuValues {
  header: Array<Keyed<EditorMenus['header'][number]>>;
  footer: Array<Keyed<EditorMenus['footer'][number]>>;
  legal: Array<Keyed<EditorMenus['legal'][number]>>;
}

const keyed = <T extends object>(entries: readonly T[]): Array<Keyed<T>> => entries.map((entry) => ({ ...entry, key: entryKey() }));
const unkeyed = <T extends { key: string }>(entries: readonly T[]): Array<Omit<T, 'key'>> =>
  entries.map(({ key: _key, ...entry }) => entry);

export interface MenuEditorProps {
  menus: EditorMenus;
  onSaved: (menus: EditorMenus) => void;
}

/**
 * The header's menu, the footer's links and the legal links, saved together on the version the editor loaded; below,
 * the earlier versions to restore.
 */
export function MenuEditor({ menus, onSaved }: MenuEditorProps) {
  const initialValues = useMemo<MenuValues>(
    () => ({ header: keyed(menus.header), footer: keyed(menus.footer), legal: keyed(menus.legal) }),
    [menus],
  );
  const submit = async (values: MenuValues) => {
    try {
      const saved = await saveMenus({
        header: unkeyed(values.header),
        footer: unkeyed(values.footer),
        legal: unkeyed(values.legal),
        based_on_version: menus.version,
      });
      notify.success(t.menus.saved);
      onSaved(saved);
      return undefined;
    } catch (failure) {
      return nestedSubmissionErrors(failure);
    }
  };
  return (
    <section aria-labelledby="site-menus-title">
      <SectionTitle id="site-menus-title">{t.menus.title}</SectionTitle>
      <Muted>{t.menus.hint}</Muted>
      <Muted $small>{t.menus.version(menus.version, menus.saved_by)}</Muted>
      <Form<MenuValues>
        onSubmit={submit}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, submitError, dirty }) => (
          <>
            <form onSubmit={handleSubmit} noValidate aria-label={t.menus.title}>
              <LinkRows name="header" title={t.menus.header} />
              <LinkRows name="footer" title={t.menus.footer} withColumn />
              <LinkRows name="legal" title={t.menus.legal} />
              <FormEnd error={submitError} submitting={submitting} label={t.menus.save} />
            </form>
            <SiteVersions
              set="menus"
              current={menus.version}
              dirty={dirty === true}
              onRestore={async (version) => onSaved(await restoreMenusVersion(version, menus.version))}
            />
          </>
        )}
      />
    </section>
  );
}
