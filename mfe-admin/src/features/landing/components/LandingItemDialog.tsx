import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, CheckboxField, Dialog, TextareaField, TextField, toSubmissionErrors } from '@marktplatz/shared';
import { FormEnd } from '@marktplatz/shared/kit';
import { MediaPicker } from '../../media';
import type { LandingField, LandingItem, LandingItemInput } from '../api/types';
import { isLandingLink } from '../lib/links';
import { landingMessages as text } from '../messages';

interface Values {
  title?: string;
  text?: string;
  image?: string;
  image_alt?: string;
  link_text?: string;
  link?: string;
  active?: boolean;
}

const valuesOf = (item: LandingItem | null): Values =>
  item
    ? {
        title: item.title,
        text: item.text ?? '',
        image: item.image ?? '',
        image_alt: item.image_alt ?? '',
        link_text: item.link_text ?? '',
        link: item.link ?? '',
        active: item.active,
      }
    : { active: true };

/** A media library picture's sizes, kept with the address they belong to. */
interface PictureSizes {
  url: string;
  srcset: string;
  width: number;
  height: number;
}

const sizesOf = (item: LandingItem | null): PictureSizes | null =>
  item?.image && item.image_srcset && item.image_width && item.image_height
    ? { url: item.image, srcset: item.image_srcset, width: item.image_width, height: item.image_height }
    : null;

/** The entry to send; the picture's sizes only while the address is still the picked picture's. */
const inputOf = (values: Values, sizes: PictureSizes | null): LandingItemInput => ({
  ...(sizes && values.image === sizes.url
    ? { image_srcset: sizes.srcset, image_width: sizes.width, image_height: sizes.height }
    : { image_srcset: null, image_width: null, image_height: null }),
  title: values.title ?? '',
  text: values.text || null,
  image: values.image || null,
  image_alt: values.image_alt || null,
  link_text: values.link_text || null,
  link: values.link || null,
  active: values.active ?? true,
});

const linkCheck = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isLandingLink(value.trim()) ? text.linkInvalid : undefined;

export interface LandingItemDialogProps {
  open: boolean;
  /** The entry to edit; null for a new one. */
  item: LandingItem | null;
  fields: readonly LandingField[];
  /** Saves; a refusal is thrown (its field errors show at the fields). */
  onSave: (input: LandingItemInput) => Promise<void>;
  onClose: () => void;
}

/** Edits one entry of a landing list: only the fields its kind has (picture, text, link …). */
export function LandingItemDialog({ open, item, fields, onSave, onClose }: LandingItemDialogProps) {
  const has = (field: LandingField) => fields.includes(field);
  const [picking, setPicking] = useState(false);
  const [sizes, setSizes] = useState<PictureSizes | null>(() => sizesOf(item));
  return (
    <Dialog open={open} onClose={onClose} title={item ? text.dialogEdit(item.title) : text.dialogNew} size="md">
      <Form<Values>
        initialValues={valuesOf(item)}
        onSubmit={async (values) => {
          try {
            await onSave(inputOf(values, sizes));
            return undefined;
          } catch (error) {
            return toSubmissionErrors(error);
          }
        }}
      >
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={item ? text.dialogEdit(item.title) : text.dialogNew}>
            <TextField name="title" label={text.fields.title} required />
            {has('text') ? <TextareaField name="text" label={text.fields.text} /> : null}
            {has('image') ? (
              <>
                <TextField name="image" label={text.fields.image} hint={text.fields.imageHint} />
                <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
                  {text.pickPicture}
                </Button>
                {picking ? (
                  <MediaPicker
                    onPick={(picture) => {
                      setPicking(false);
                      form.change('image', picture.url);
                      setSizes(
                        picture.srcset ? { url: picture.url, srcset: picture.srcset, width: picture.width, height: picture.height } : null,
                      );
                      if (has('image_alt') && !form.getState().values.image_alt) form.change('image_alt', picture.alt_text);
                    }}
                    onClose={() => setPicking(false)}
                  />
                ) : null}
              </>
            ) : null}
            {has('image_alt') ? <TextField name="image_alt" label={text.fields.image_alt} hint={text.fields.image_altHint} /> : null}
            {has('link_text') ? <TextField name="link_text" label={text.fields.link_text} /> : null}
            {has('link') ? <TextField name="link" label={text.fields.link} hint={text.fields.linkHint} validate={linkCheck} /> : null}
            {has('active') ? <CheckboxField name="active" label={text.fields.active} /> : null}
            <FormEnd
              error={submitError}
              submitting={submitting}
              label={text.save}
              secondary={
                <Button variant="secondary" onClick={onClose}>
                  {text.cancel}
                </Button>
              }
            />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
