import { Field } from 'react-final-form';
import { FieldShell, fieldError, SelectField, TextareaField, TextField } from '@marktplatz/shared';
import { Fieldset, FormGrid } from '@marktplatz/shared/kit';
import type { ContentKind, NewsCategory, Region } from '../api/types';
import { contentMessages as t } from '../messages';
import { RichTextEditor } from './RichTextEditor';
import { TeaserPicturePicker } from './TeaserPicturePicker';

/** The form's values (both kinds; a page uses the first six). */
export interface ContentValues {
  title?: string;
  subtitle?: string;
  slug?: string;
  content?: string;
  meta_title?: string;
  meta_description?: string;
  excerpt?: string;
  image?: string;
  image_alt?: string;
  author?: string;
  category_id?: string;
  region_id?: string;
}

/** The body: TipTap with the field's label, hint and error (a custom control in the kit's `FieldShell`). */
function ContentBody({ editorKey, initial }: { editorKey: string; initial: string }) {
  const id = 'content-body';
  return (
    <Field<string> name="content">
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldShell
            id={id}
            label={t.fields.content}
            hint={t.fields.contentHint}
            error={error}
            hintId={`${id}-hint`}
            errorId={`${id}-error`}
          >
            <RichTextEditor
              key={editorKey}
              id={id}
              label={t.fields.content}
              describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
              invalid={Boolean(error)}
              value={initial}
              onChange={input.onChange}
              onBlur={input.onBlur}
            />
          </FieldShell>
        );
      }}
    </Field>
  );
}

export interface ContentFieldsProps {
  kind: ContentKind;
  /** Changes when the text is loaded anew (reload, restore): the editor starts over with `initialContent`. */
  editorKey: string;
  initialContent: string;
  categories: NewsCategory[];
  regions: Region[];
}

/** Title, slug, the kind's own fields, the text and the SEO fields. */
export function ContentFields({ kind, editorKey, initialContent, categories, regions }: ContentFieldsProps) {
  return (
    <>
      <FormGrid>
        <div className="full">
          <TextField
            id="content-title"
            name="title"
            label={t.fields.title}
            required
            requiredMessage={t.required.title}
            maxLength={200}
            spellCheck
          />
        </div>
        {kind === 'pages' ? <TextField id="content-subtitle" name="subtitle" label={t.fields.subtitle} maxLength={300} spellCheck /> : null}
        <TextField id="content-slug" name="slug" label={t.fields.slug} hint={t.fields.slugHint} maxLength={120} spellCheck={false} />
        {kind === 'posts' ? (
          <>
            <SelectField
              id="content-category"
              name="category_id"
              label={t.fields.category}
              required
              requiredMessage={t.required.category}
              placeholder={t.chooseCategory}
              options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            />
            <SelectField
              id="content-region"
              name="region_id"
              label={t.fields.region}
              placeholder={t.fields.noRegion}
              options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
            />
            <TextField id="content-author" name="author" label={t.fields.author} hint={t.fields.authorHint} maxLength={120} />
          </>
        ) : null}
      </FormGrid>
      {kind === 'posts' ? (
        <>
          <TextareaField
            id="content-excerpt"
            name="excerpt"
            label={t.fields.excerpt}
            required
            requiredMessage={t.required.excerpt}
            rows={3}
            maxLength={500}
          />
          <FormGrid>
            <TextField
              id="content-image"
              name="image"
              label={t.fields.image}
              hint={t.fields.imageHint}
              required
              requiredMessage={t.required.image}
              maxLength={500}
            />
            <TextField
              id="content-image-alt"
              name="image_alt"
              label={t.fields.imageAlt}
              required
              requiredMessage={t.required.imageAlt}
              maxLength={300}
            />
          </FormGrid>
          <TeaserPicturePicker />
        </>
      ) : null}
      <ContentBody editorKey={editorKey} initial={initialContent} />
      <Fieldset>
        <legend>{t.fields.seo}</legend>
        <TextField id="content-meta-title" name="meta_title" label={t.fields.metaTitle} maxLength={200} spellCheck />
        <TextareaField id="content-meta-description" name="meta_description" label={t.fields.metaDescription} rows={2} maxLength={300} />
      </Fieldset>
    </>
  );
}
