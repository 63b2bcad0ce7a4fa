import { useState, type ChangeEvent } from 'react';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  FieldShell,
  GridList,
  TextareaField,
  TextField,
  errorMessage,
  firstFieldErrors,
  notify,
  useFetch,
} from '@marktplatz/shared';
import { Actions, ButtonLink, coverPicture, Fieldset, FormEnd, FormGrid, LoadState, Muted, ProgressBar } from '@marktplatz/shared/kit';
import { getStoreInfo } from '../api/getStoreInfo';
import { removeCompanyImages } from '../api/removeCompanyImages';
import { setProfileHidden } from '../api/setProfileHidden';
import { updateStorePage } from '../api/updateStorePage';
import { uploadStoreImage } from '../api/uploadStoreImage';
import type { StoreInfo } from '../types';
import { blocksInput, blocksOf, DescriptionBlocks, type Block } from '../components/DescriptionBlocks';
import { ProviderLayout } from '../../../lib/ProviderLayout';
import { messages } from '../../../messages';

const T = messages.info;
const FLAGS = [
  ['show_chat', T.showChat],
  ['show_gallery', T.showGallery],
  ['show_rating', T.showRating],
  ['show_lead', T.showLead],
  ['show_product', T.showProduct],
] as const;
type Flag = (typeof FLAGS)[number][0];

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 40px;
  input {
    width: 20px;
    height: 20px;
  }
`;

const Thumbs = styled(GridList)`
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  img {
    ${coverPicture}
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Logo = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

interface Certificate {
  name: string;
  text: string;
  image: string | null;
}

interface Upload {
  name: string;
  percent: number;
}

interface Values extends Record<Flag, boolean> {
  vendor_text?: string;
  description?: string;
  url?: string;
  hidden: boolean;
  certificates: Partial<Certificate>[];
  blocks: Block[];
}

/** The API's field messages (`certificates.0.name`) as the form's nested submission errors. */
function nested(fields: Record<string, string>): Record<string, unknown> {
  return Object.entries(fields).reduce<Record<string, unknown>>(
    (all, [name, text]) => setIn(all, name, text) as Record<string, unknown>,
    {},
  );
}

/** Nested submission errors back as `a.0.b` keys (what the description blocks read). */
function flat(errors: unknown, prefix = ''): Record<string, string> {
  if (typeof errors === 'string') return prefix ? { [prefix]: errors } : {};
  if (!errors || typeof errors !== 'object') return {};
  return Object.entries(errors).reduce<Record<string, string>>(
    (all, [key, value]) => ({ ...all, ...flat(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function Editor({ info, reload }: { info: StoreInfo; reload: () => void }) {
  const [initialValues] = useState<Values>(() => ({
    vendor_text: info.vendor_text,
    description: info.description,
    url: info.url ?? '',
    show_chat: info.show_chat === 1,
    show_gallery: info.show_gallery === 1,
    show_rating: info.show_rating === 1,
    show_lead: info.show_lead === 1,
    show_product: info.show_product === 1,
    hidden: info.show_profile === 0,
    certificates: info.certificates.map((certificate) => ({
      name: certificate.name,
      text: certificate.text,
      image: certificate.image_key,
    })),
    blocks: blocksOf(info),
  }));
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [gallery, setGallery] = useState(info.company_images);
  const [logo, setLogo] = useState(info.company_logo);
  const [removing, setRemoving] = useState<number | null>(null);

  const save = async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      await updateStorePage({
        description: values.description ?? '',
        vendor_text: values.vendor_text ?? '',
        url: (values.url ?? '').trim() || null,
        show_chat: values.show_chat,
        show_gallery: values.show_gallery,
        show_rating: values.show_rating,
        show_lead: values.show_lead,
        show_product: values.show_product,
        description_contents: blocksInput(values.blocks),
        certificates: values.certificates
          .map((certificate) => ({ name: certificate.name ?? '', text: certificate.text ?? '', image: certificate.image ?? null }))
          .filter((certificate) => certificate.name.trim()),
      });
      if (values.hidden !== (info.show_profile === 0)) await setProfileHidden(values.hidden);
      notify.success(T.saved);
      reload();
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length === 0) {
        notify.error(errorMessage(error));
        return undefined;
      }
      // the first field message also above the button
      return { ...nested(fields), [FORM_ERROR]: Object.values(fields)[0] ?? '' };
    }
  };

  const upload = async (kind: 'logo' | 'gallery', event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of files) {
      setUploads((list) => [...list, { name: file.name, percent: 0 }]);
      try {
        const image = await uploadStoreImage(kind, file, (percent) =>
          setUploads((list) => list.map((entry) => (entry.name === file.name ? { ...entry, percent } : entry))),
        );
        if (kind === 'logo') setLogo(image.image);
        else if (image.id !== null) setGallery((list) => [...list, { id: image.id!, image: image.image }]);
        notify.success(T.uploaded);
      } catch (error) {
        notify.error(errorMessage(error));
      } finally {
        setUploads((list) => list.filter((entry) => entry.name !== file.name));
      }
    }
  };

  const remove = async () => {
    if (removing === null) return;
    try {
      setGallery(await removeCompanyImages([removing]));
      notify.success(T.removed);
      setRemoving(null);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Fieldset>
        <legend>{T.logo}</legend>
        {logo ? <Logo src={logo} alt={T.logoAlt} width={96} height={96} /> : null}
        <FieldShell id="info-logo" label={T.logoUpload} hint={T.galleryHint} hintId="info-logo-hint" errorId="info-logo-error">
          <input
            id="info-logo"
            type="file"
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            aria-describedby="info-logo-hint"
            onChange={(event) => void upload('logo', event)}
          />
        </FieldShell>
      </Fieldset>
      <Fieldset>
        <legend>{T.gallery}</legend>
        {gallery.length === 0 ? <Muted>{T.galleryEmpty}</Muted> : null}
        <Thumbs $min="140px">
          {gallery.map((image, index) => (
            <li key={image.id} data-testid="gallery-image">
              {image.image ? <img src={image.image} alt={T.galleryImage(index + 1)} /> : null}
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={T.removeLabel(index + 1)}
                onClick={() => setRemoving(image.id)}
              >
                {T.remove}
              </Button>
            </li>
          ))}
        </Thumbs>
        <FieldShell id="info-gallery" label={T.galleryUpload} hint={T.galleryHint} hintId="info-gallery-hint" errorId="info-gallery-error">
          <input
            id="info-gallery"
            type="file"
            multiple
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            aria-describedby="info-gallery-hint"
            onChange={(event) => void upload('gallery', event)}
          />
        </FieldShell>
        {uploads.map((entry) => (
          <ProgressBar key={entry.name} value={entry.percent} label={T.uploading(entry.name)} />
        ))}
      </Fieldset>
      <Form<Values> onSubmit={save} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError, submitErrors, values, form }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Fieldset>
              <legend>{T.texts}</legend>
              <TextField id="info-vendor-text" name="vendor_text" label={T.vendorText} maxLength={2000} />
              <TextareaField id="info-description" name="description" label={T.description} rows={6} />
              <TextField id="info-url" name="url" label={T.url} hint={T.urlHint} type="url" />
            </Fieldset>
            <DescriptionBlocks blocks={values.blocks} onChange={(next) => form.change('blocks', next)} errors={flat(submitErrors)} />
            <Fieldset>
              <legend>{T.certificates}</legend>
              {values.certificates.map((certificate, index) => (
                <FormGrid key={index} data-testid="certificate">
                  <TextField id={`certificate-${index}-name`} name={`certificates[${index}].name`} label={T.certificateName} />
                  <TextField id={`certificate-${index}-text`} name={`certificates[${index}].text`} label={T.certificateText} />
                  <div className="full">
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        form.change(
                          'certificates',
                          values.certificates.filter((_, at) => at !== index),
                        )
                      }
                    >
                      {T.certificateRemove(certificate.name ?? '')}
                    </Button>
                  </div>
                </FormGrid>
              ))}
              <Actions>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => form.change('certificates', [...values.certificates, { name: '', text: '', image: null }])}
                >
                  {T.certificateAdd}
                </Button>
              </Actions>
            </Fieldset>
            <Fieldset>
              <legend>{T.show}</legend>
              {FLAGS.map(([flag, label]) => (
                <Check key={flag}>
                  <Field<boolean> name={flag} type="checkbox" component="input" />
                  {label}
                </Check>
              ))}
              <Check>
                <Field<boolean> name="hidden" type="checkbox" component="input" aria-describedby="info-hide-hint" />
                {T.hideProfile}
              </Check>
              <Muted $small id="info-hide-hint">
                {T.hideProfileHint}
              </Muted>
            </Fieldset>
            <FormEnd error={submitError} submitting={submitting} label={T.save} />
          </form>
        )}
      </Form>
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        confirmLabel={T.remove}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {T.removeText}
      </ConfirmDialog>
    </>
  );
}

/** `/stores/info`: the provider's public page — texts, logo, gallery (upload with progress), certificates, switches. */
export default function StoreInfoPage() {
  const state = useFetch((signal) => getStoreInfo(signal), []);
  const slug = state.data?.slug;
  return (
    <ProviderLayout
      title={T.title}
      actions={slug ? <ButtonLink to={`/provider-detail/${slug}?preview=1`}>{T.preview}</ButtonLink> : undefined}
    >
      <Muted>{T.intro}</Muted>
      <LoadState state={state}>{(info) => <Editor info={info} reload={state.reload} />}</LoadState>
    </ProviderLayout>
  );
}
