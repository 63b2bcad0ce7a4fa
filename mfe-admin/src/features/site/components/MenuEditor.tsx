import { Form } from 'react-final-form';
import { notify } from '@marktplatz/shared';
import { FormEnd, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { saveMenus } from '../api/saveMenus';
import type { EditorMenus } from '../api/types';
import { nestedSubmissionErrors } from '../lib/nestedErrors';
import { siteMessages as t } from '../messages';
import { LinkRows } from './LinkRows';

type MenuValues = Pick<EditorMenus, 'header' | 'footer' | 'legal'>;

export interface MenuEditorProps {
  menus: EditorMenus;
  onSaved: (menus: EditorMenus) => void;
}

/** The header's menu, the footer's links and the legal links, saved together on the version the editor loaded. */
export function MenuEditor({ menus, onSaved }: MenuEditorProps) {
  const submit = async (values: MenuValues) => {
    try {
      const saved = await saveMenus({ ...values, based_on_version: menus.version });
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
        initialValues={{ header: menus.header, footer: menus.footer, legal: menus.legal }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t.menus.title}>
            <LinkRows name="header" title={t.menus.header} />
            <LinkRows name="footer" title={t.menus.footer} withColumn />
            <LinkRows name="legal" title={t.menus.legal} />
            <FormEnd error={submitError} submitting={submitting} label={t.menus.save} />
          </form>
        )}
      />
    </section>
  );
}
