import { Form } from 'react-final-form';
import { CheckboxField, maxLength, notify, TextareaField, TextField, toSubmissionErrors } from '@marktplatz/shared';
import { FormEnd, FormRefusal, SectionTitle } from '@marktplatz/shared/kit';
import { saveSeo } from '../api/saveSeo';
import type { ProductBundle } from '../../../entities/product';
import { text } from '../../../../lib/forms';
import { messages } from '../../../../messages/provider';

const t = messages.seo;

interface SeoValues {
  is_meta: boolean;
  meta_title: string;
  meta_description: string;
  meta_tag: string;
}

/** SEO tab: own meta title, description and keywords. */
export function SeoPanel({ product, onChanged }: { product: ProductBundle; onChanged: () => void }) {
  const seo = product.seo;
  const initial: SeoValues = {
    is_meta: seo.is_meta === 1,
    meta_title: seo.meta_title,
    meta_description: seo.meta_description,
    meta_tag: seo.meta_tag,
  };
  const submit = async (values: SeoValues) => {
    try {
      const message = await saveSeo(product.id, {
        is_meta: values.is_meta ? 1 : 0,
        meta_title: text(values.meta_title),
        meta_description: text(values.meta_description),
        meta_tag: text(values.meta_tag),
        tags: seo.tags,
      });
      notify.success(message ?? messages.editor.updated);
      onChanged();
      return undefined;
    } catch (reason) {
      return toSubmissionErrors(reason);
    }
  };
  return (
    <section>
      <SectionTitle>{t.heading}</SectionTitle>
      <Form<SeoValues> onSubmit={submit} initialValues={initial}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormRefusal error={submitError} />
            <CheckboxField name="is_meta" label={t.isMeta} />
            <TextField name="meta_title" label={t.metaTitle} hint={t.metaTitleHint} validate={maxLength(60)} disabled={!values.is_meta} />
            <TextareaField
              name="meta_description"
              label={t.metaDescription}
              hint={t.metaDescriptionHint}
              validate={maxLength(160)}
              rows={3}
            />
            <TextField name="meta_tag" label={t.metaTag} hint={t.metaTagHint} />
            <FormEnd submitting={submitting} label={t.save} />
          </form>
        )}
      </Form>
    </section>
  );
}
