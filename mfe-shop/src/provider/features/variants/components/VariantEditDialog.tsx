import { useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import {
  acceptAttribute,
  Button,
  composeValidators,
  Dialog,
  errorMessage,
  messages as sharedMessages,
  notify,
  NumberField,
  TextField,
  toSubmissionErrors,
  type Validator,
} from '@marktplatz/shared';
import { Alert, Fieldset, FilePicker, FormGrid, FormRefusal, Muted, ProgressBar } from '@marktplatz/shared/kit';
import { deleteVariantImage } from '../api/deleteVariantImage';
import { linkVariantImages } from '../api/linkVariantImages';
import { updateVariant } from '../api/updateVariant';
import { uploadVariantImages } from '../api/uploadVariantImages';
import { variantLabelOf, type GalleryImage, type Variant } from '../../../entities/product';
import { PriceSync } from './PriceSync';
import { checkImages } from '../../../components/imageChecks';
import { numberOrUndefined, text } from '../../../../lib/forms';
import { messages } from '../../../../messages/provider';

const t = messages.variants;

const nonNegative: Validator = (value) => (typeof value === 'number' && value < 0 ? messages.editor.positive : undefined);
const wholeNumber: Validator = (value) => (typeof value === 'number' && !Number.isInteger(value) ? messages.editor.wholeNumber : undefined);

export interface VariantValues {
  article_no: string;
  ean: string;
  net_price?: number | string;
  gross_price?: number | string;
  old_price?: number | string;
  qty?: number | string;
  weight?: number | string;
  unit_weight: string;
  lenght?: number | string;
  height?: number | string;
  width?: number | string;
  unit_whl: string;
}

const Thumbs = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    width: 96px;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

function VariantImages({ variant, gallery, onChanged }: { variant: Variant; gallery: GalleryImage[]; onChanged: () => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = variantLabelOf(variant);
  const own = gallery.filter((image) => image.variant_id === variant.id);
  const others = gallery.filter((image) => image.variant_id === null);

  const upload = async (files: File[]) => {
    const problem = checkImages(files);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await uploadVariantImages(variant.id, files, setProgress);
      if (inputRef.current) inputRef.current.value = '';
      onChanged();
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setProgress(null);
    }
  };
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      onChanged();
    } catch (reason) {
      setError(errorMessage(reason));
    }
  };

  return (
    <Fieldset>
      <legend>{t.images}</legend>
      <Thumbs>
        {own.map((image, index) => (
          <li key={image.id}>
            <img src={image.image} alt={t.imageAlt(label, index + 1)} />
            <Button variant="secondary" aria-label={t.imageDelete(index + 1)} onClick={() => void run(() => deleteVariantImage(image.id))}>
              {sharedMessages.delete}
            </Button>
          </li>
        ))}
      </Thumbs>
      {others.length > 0 ? (
        <>
          <Muted>{t.linkFromGallery}</Muted>
          <Thumbs>
            {others.map((image, index) => (
              <li key={image.id}>
                <img src={image.image} alt={messages.gallery.imageAlt(index + 1)} />
                <Button
                  variant="secondary"
                  aria-label={t.linkNamed(index + 1)}
                  onClick={() => void run(() => linkVariantImages(variant.id, [image.id]))}
                >
                  {t.link}
                </Button>
              </li>
            ))}
          </Thumbs>
        </>
      ) : null}
      <FilePicker
        id={inputId}
        inputRef={inputRef}
        multiple
        accept={acceptAttribute(['images'])}
        buttonText={t.imageUpload}
        onChange={(files) => void upload(files)}
      />
      {progress !== null ? <ProgressBar value={progress} label={messages.gallery.progress} /> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Fieldset>
  );
}

/** Edit one variant: numbers, prices with and without VAT kept consistent, stock, dimensions, images. */
export function VariantEditDialog({
  variant,
  gallery,
  onClose,
  onSaved,
  onImagesChanged,
}: {
  variant: Variant;
  gallery: GalleryImage[];
  onClose: () => void;
  onSaved: () => void;
  onImagesChanged: () => void;
}) {
  const formId = useId();
  const label = variantLabelOf(variant);
  const initial: VariantValues = {
    article_no: variant.article_no ?? '',
    ean: variant.ean ?? '',
    net_price: variant.net_price,
    gross_price: variant.gross_price,
    old_price: variant.old_price ?? undefined,
    qty: variant.qty,
    weight: variant.weight ?? undefined,
    unit_weight: variant.unit_weight ?? 'kg',
    lenght: variant.lenght ?? undefined,
    height: variant.height ?? undefined,
    width: variant.width ?? undefined,
    unit_whl: variant.unit_whl ?? 'cm',
  };
  const submit = async (values: VariantValues) => {
    const gross = numberOrUndefined(values.gross_price);
    try {
      await updateVariant({
        id: variant.id,
        article_no: text(values.article_no),
        ean: text(values.ean),
        gross_price: gross ?? variant.gross_price,
        old_price: numberOrUndefined(values.old_price) ?? null,
        qty: numberOrUndefined(values.qty) ?? 0,
        weight: numberOrUndefined(values.weight) ?? null,
        unit_weight: text(values.unit_weight),
        lenght: numberOrUndefined(values.lenght) ?? null,
        height: numberOrUndefined(values.height) ?? null,
        width: numberOrUndefined(values.width) ?? null,
        unit_whl: text(values.unit_whl),
      });
      notify.success(t.saved);
      onSaved();
      return undefined;
    } catch (reason) {
      return toSubmissionErrors(reason);
    }
  };
  return (
    <Form<VariantValues> onSubmit={submit} initialValues={initial}>
      {({ handleSubmit, submitting, submitError }) => (
        <Dialog
          open
          onClose={onClose}
          title={t.editTitle(label)}
          size="lg"
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {sharedMessages.cancel}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {t.save}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <PriceSync rate={variant.tax_rate} />
            <FormRefusal error={submitError} />
            <FormGrid>
              <TextField name="article_no" label={t.articleNo} />
              <TextField name="ean" label={t.ean} inputMode="numeric" />
              <NumberField name="gross_price" label={t.withTax} required validate={nonNegative} />
              <NumberField name="net_price" label={t.netLabel(variant.tax_rate)} required validate={nonNegative} />
              <NumberField name="old_price" label={t.oldPrice} validate={nonNegative} />
              <NumberField name="qty" label={t.qty} required validate={composeValidators(nonNegative, wholeNumber)} />
              <Muted className="full">{t.consistent}</Muted>
              <NumberField name="weight" label={t.weight} validate={nonNegative} />
              <TextField name="unit_weight" label={t.unitWeight} />
              <NumberField name="lenght" label={t.length} validate={nonNegative} />
              <NumberField name="width" label={t.width} validate={nonNegative} />
              <NumberField name="height" label={t.height} validate={nonNegative} />
              <TextField name="unit_whl" label={t.unitWhl} />
            </FormGrid>
          </form>
          <VariantImages variant={variant} gallery={gallery} onChanged={onImagesChanged} />
        </Dialog>
      )}
    </Form>
  );
}
