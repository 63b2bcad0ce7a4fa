import { useEffect, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, notify, toSubmissionErrors, usePageTitle } from '@marktplatz/shared';
import { Alert, FormEnd, LeaveGuardDialog, SectionTitle, useLeaveGuard } from '@marktplatz/shared/kit';
import { BackLink, DetailStatus, useDetail } from '../../../components/detail';
import { AdminFailure } from '../../../lib/adminApi';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { createContent } from '../api/createContent';
import { getContent } from '../api/getContent';
import { listNewsCategories } from '../api/listNewsCategories';
import { listRegions } from '../api/listRegions';
import type { ContentKind, ContentOf, EditorPage, EditorPost, InputOf, NewsCategory, Region } from '../api/types';
import { updateContent } from '../api/updateContent';
import { ContentFields, type ContentValues } from '../components/ContentFields';
import { PreviewButton } from '../components/PreviewButton';
import { PublicationPanel } from '../components/PublicationPanel';
import { VersionsPanel } from '../components/VersionsPanel';
import { editPath, kindOfSegment, listPath } from '../lib/kinds';
import type { ValueNames } from '../lib/versionDiff';
import { contentMessages as t } from '../messages';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
    align-items: start;
  }
`;

const Side = styled.aside`
  min-width: 0;
`;

function valuesOf(kind: ContentKind, record: EditorPage | EditorPost | null): ContentValues {
  if (!record) return { content: '' };
  const common = {
    title: record.title,
    slug: record.slug,
    content: record.content,
    meta_title: record.meta_title,
    meta_description: record.meta_description,
  };
  if (kind === 'pages') return { ...common, subtitle: (record as EditorPage).subtitle ?? '' };
  const post = record as EditorPost;
  return {
    ...common,
    excerpt: post.excerpt,
    image: post.image,
    image_alt: post.image_alt,
    author: post.author,
    category_id: String(post.category.id),
    region_id: post.region ? String(post.region.id) : '',
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const optional = (value: string | undefined) => trimmed(value) || undefined;

function inputOf<K extends ContentKind>(kind: K, values: ContentValues): InputOf<K> {
  const common = {
    title: trimmed(values.title),
    slug: optional(values.slug),
    content: values.content ?? '',
    meta_title: optional(values.meta_title) ?? null,
    meta_description: optional(values.meta_description) ?? null,
  };
  if (kind === 'pages') return { ...common, subtitle: optional(values.subtitle) ?? null } as InputOf<K>;
  return {
    ...common,
    excerpt: trimmed(values.excerpt),
    image: trimmed(values.image),
    image_alt: trimmed(values.image_alt),
    author: optional(values.author) ?? null,
    category_id: Number(values.category_id),
    region_id: values.region_id ? Number(values.region_id) : null,
  } as InputOf<K>;
}

/** Tells the page whether the form holds unsaved changes. */
function DirtyWatch({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useEffect(() => onChange(Boolean(dirty)), [dirty, onChange]);
  return null;
}

/** Categories and regions of news posts (public reads), and their names by id for the version comparison. */
function usePostChoices(enabled: boolean) {
  const [choices, setChoices] = useState<{ categories: NewsCategory[]; regions: Region[]; names: ValueNames; failed: boolean }>({
    categories: [],
    regions: [],
    names: {},
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    Promise.all([listNewsCategories(), listRegions()]).then(
      ([categories, regions]) =>
        setChoices({
          categories,
          regions,
          names: {
            category_id: new Map(categories.map((category) => [category.id, category.name])),
            region_id: new Map(regions.map((region) => [region.id, region.name])),
          },
          failed: false,
        }),
      () => setChoices({ categories: [], regions: [], names: {}, failed: true }),
    );
  }, [enabled]);
  return choices;
}

function Editor<K extends ContentKind>({
  kind,
  record,
  onSaved,
}: {
  kind: K;
  record: ContentOf<K> | null;
  onSaved: (record: ContentOf<K>) => void;
}) {
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const guard = useLeaveGuard(dirty);
  const choices = usePostChoices(kind === 'posts');
  const formKey = `${record?.id ?? 'neu'}-${record?.version ?? 0}-${loads}`;

  const show = (next: ContentOf<K>) => {
    setConflict(null);
    setLoads((count) => count + 1);
    onSaved(next);
  };

  const submit = async (values: ContentValues) => {
    const input = inputOf(kind, values);
    try {
      if (!record) {
        const created = await createContent(kind, input);
        notify.success(t.created);
        guard.leaveTo(editPath(kind, created.id), true);
        return undefined;
      }
      const saved = await updateContent(kind, record.id, input, record.version);
      notify.success(t.saved);
      show(saved);
      return undefined;
    } catch (failure) {
      if (failure instanceof AdminFailure && (failure.status === 409 || failure.code === 'CONFLICT') && record) {
        setConflict(failure.message);
        return undefined;
      }
      return toSubmissionErrors(failure, { generalOnlyWithoutFields: true });
    }
  };

  const reload = async () => {
    if (!record) return;
    try {
      show(await getContent(kind, record.id));
    } catch (failure) {
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    }
  };

  return (
    <Layout>
      <Form<ContentValues> key={formKey} onSubmit={submit} initialValues={valuesOf(kind, record)}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t.formLabel}>
            <DirtyWatch onChange={setDirty} />
            {conflict ? (
              <Alert $tone="error" role="alert">
                <p>
                  <strong>{t.conflictTitle}:</strong> {conflict}
                </p>
                <p>{t.reloadHint}</p>
                <Button type="button" variant="secondary" size="sm" onClick={() => void reload()}>
                  {t.reload}
                </Button>
              </Alert>
            ) : null}
            {choices.failed ? (
              <Alert $tone="error" role="alert">
                {t.choicesFailed}
              </Alert>
            ) : null}
            <ContentFields
              kind={kind}
              editorKey={formKey}
              initialContent={record?.content ?? ''}
              categories={choices.categories}
              regions={choices.regions}
            />
            <FormEnd error={submitError} submitting={submitting} label={record ? t.save : t.createSubmit} />
          </form>
        )}
      </Form>
      {record ? (
        <Side>
          <PreviewButton kind={kind} id={record.id} dirty={dirty} />
          <PublicationPanel
            kind={kind}
            record={record}
            dirty={dirty}
            onChanged={onSaved}
            onDeleted={() => guard.leaveTo(listPath(kind), true)}
          />
          <VersionsPanel kind={kind} record={record} dirty={dirty} names={choices.names} onRestored={show} />
        </Side>
      ) : null}
      <LeaveGuardDialog guard={guard} />
    </Layout>
  );
}

function ExistingContent<K extends ContentKind>({ kind, id }: { kind: K; id: number }) {
  const { load, reload, show } = useDetail<ContentOf<K>>(id, (wanted) => getContent(kind, wanted), { keepWhileReloading: true });
  usePageTitle(load.state === 'ready' ? t.editTitle(load.data.title) : t.title);
  if (load.state !== 'ready') return <DetailStatus load={load} onRetry={reload} />;
  return (
    <>
      <SectionTitle>{t.editTitle(load.data.title)}</SectionTitle>
      <Editor kind={kind} record={load.data} onSaved={show} />
    </>
  );
}

function NewContent({ kind }: { kind: ContentKind }) {
  usePageTitle(t.newTitle[kind]);
  return (
    <>
      <SectionTitle>{t.newTitle[kind]}</SectionTitle>
      <Editor kind={kind} record={null} onSaved={() => undefined} />
    </>
  );
}

/**
 * `/admin/inhalte/{seiten|news}/{id|neu}` (editor, admin): the fields, the rich text (TipTap — this page is its own
 * lazy chunk), saving on the loaded version (409 keeps the text), publication and versions.
 */
export default function ContentEditPage() {
  const { kind: segment, id } = useParams();
  const kind = kindOfSegment(segment);
  if (!kind) return <NotFound />;
  const number = Number(id);
  return (
    <section>
      <BackLink to={listPath(kind)}>{t.back}</BackLink>
      {id === 'neu' ? (
        <NewContent kind={kind} />
      ) : Number.isInteger(number) && number > 0 ? (
        <ExistingContent key={`${kind}-${number}`} kind={kind} id={number} />
      ) : (
        <NotFound />
      )}
    </section>
  );
}
