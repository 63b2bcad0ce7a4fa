import { useState } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { Button, notify, TextareaField, TextField } from '@marktplatz/shared';
import { FormEnd, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { restoreCookiesVersion } from '../api/restoreSiteVersion';
import { saveCookieSettings } from '../api/saveCookieSettings';
import type { CookiesUpdate, EditorCookies } from '../api/types';
import { nestedSubmissionErrors } from '../lib/nestedErrors';
import { siteMessages as t } from '../messages';
import { AskAgainDialog } from './AskAgainDialog';
import { SiteVersions } from './SiteVersions';

type CookieValues = Pick<CookiesUpdate, 'banner'> & { categories: EditorCookies['categories'] };
type CookieEntry = EditorCookies['categories'][number]['contents'][number];

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Category = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const CookieRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr 2fr 1fr auto;
  }
`;

const CookieList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
`;

/** The cookies of one category: name, provider, purpose and duration, added and removed in place. */
function CookieRows({ index, name }: { index: number; name: string }) {
  const form = useForm();
  const field = `categories[${index}].contents`;
  const { input } = useField<CookieEntry[]>(field, { subscription: { value: true } });
  const entries = input.value || [];
  return (
    <>
      <p>{t.cookies.cookiesOf(name)}</p>
      <CookieList>
        {entries.map((entry, at) => (
          <CookieRow key={at}>
            <TextField name={`${field}[${at}].name`} label={t.cookies.cookieName} requiredMark spellCheck={false} />
            <TextField name={`${field}[${at}].provider`} label={t.cookies.provider} requiredMark />
            <TextField name={`${field}[${at}].purpose`} label={t.cookies.purpose} requiredMark />
            <TextField name={`${field}[${at}].duration`} label={t.cookies.duration} requiredMark />
            <Button
              type="button"
              variant="danger"
              aria-label={t.cookies.removeCookie(entry.name)}
              onClick={() =>
                form.change(
                  field,
                  entries.filter((_entry, other) => other !== at),
                )
              }
            >
              ✕
            </Button>
          </CookieRow>
        ))}
      </CookieList>
      <Button
        type="button"
        variant="secondary"
        onClick={() => form.change(field, [...entries, { name: '', provider: '', purpose: '', duration: '', storage: 'Cookie' }])}
      >
        {t.cookies.addCookie}
      </Button>
    </>
  );
}

export interface CookieEditorProps {
  settings: EditorCookies;
  onSaved: (settings: EditorCookies) => void;
}

/**
 * The cookie banner's texts and categories. Saving asks „Müssen Besucher erneut gefragt werden?“: yes raises the
 * consent version, and every visitor decides again; no keeps their choices (a correction).
 */
export function CookieEditor({ settings, onSaved }: CookieEditorProps) {
  const [asking, setAsking] = useState<((answer: boolean | null) => void) | null>(null);

  const submit = async (values: CookieValues) => {
    const askAgain = await new Promise<boolean | null>((resolve) => setAsking(() => resolve));
    setAsking(null);
    if (askAgain === null) return undefined;
    try {
      const saved = await saveCookieSettings({
        banner: values.banner,
        categories: values.categories.map(({ key, name, description, contents }) => ({ key, name, description, contents })),
        ask_again: askAgain,
        based_on_version: settings.version,
      });
      notify.success(askAgain ? t.cookies.savedAskAgain : t.cookies.saved);
      onSaved(saved);
      return undefined;
    } catch (failure) {
      return nestedSubmissionErrors(failure);
    }
  };

  return (
    <section aria-labelledby="site-cookies-title">
      <SectionTitle id="site-cookies-title">{t.cookies.title}</SectionTitle>
      <Muted>{t.cookies.hint}</Muted>
      <Muted $small data-testid="consent-version">
        {t.cookies.consentVersion(settings.consent_version)}
      </Muted>
      <Form<CookieValues>
        onSubmit={submit}
        initialValues={{ banner: settings.banner, categories: settings.categories }}
        render={({ handleSubmit, submitting, submitError, dirty }) => (
          <>
            <form onSubmit={handleSubmit} noValidate aria-label={t.cookies.title}>
              <TextField name="banner.title" label={t.cookies.bannerTitle} requiredMark maxLength={200} />
              <TextareaField name="banner.content" label={t.cookies.content} requiredMark maxLength={2000} />
              <Grid>
                <TextField name="banner.accept_all_text" label={t.cookies.acceptAll} requiredMark maxLength={60} />
                <TextField name="banner.reject_text" label={t.cookies.reject} requiredMark maxLength={60} />
                <TextField name="banner.settings_text" label={t.cookies.settings} requiredMark maxLength={60} />
                <TextField name="banner.accept_selected_text" label={t.cookies.acceptSelected} requiredMark maxLength={60} />
                <TextField name="banner.privacy_url" label={t.cookies.privacyUrl} requiredMark spellCheck={false} />
                <TextField name="banner.imprint_url" label={t.cookies.imprintUrl} requiredMark spellCheck={false} />
              </Grid>
              <SectionTitle as="h3">{t.cookies.categories}</SectionTitle>
              {settings.categories.map((category, index) => (
                <Category key={category.key}>
                  <legend>
                    {category.name}
                    {category.is_required ? ` (${t.cookies.required})` : ''}
                  </legend>
                  <TextField name={`categories[${index}].name`} label={t.cookies.categoryName} requiredMark maxLength={80} />
                  <TextareaField name={`categories[${index}].description`} label={t.cookies.categoryDescription} requiredMark />
                  <CookieRows index={index} name={category.name} />
                </Category>
              ))}
              <FormEnd error={submitError} submitting={submitting} label={t.cookies.save} />
            </form>
            <SiteVersions
              set="cookies"
              current={settings.version}
              dirty={dirty === true}
              onRestore={async (version, askAgain) => onSaved(await restoreCookiesVersion(version, settings.version, askAgain))}
            />
          </>
        )}
      />
      <AskAgainDialog open={asking !== null} onAnswer={(answer) => asking?.(answer)} />
    </section>
  );
}
