import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, FieldShell, Input, Textarea, errorMessage, firstFieldErrors, notify, useFetch } from '@marktplatz/shared';
import { Actions, Alert, ButtonLink, Fieldset, FormGrid, LoadState, Muted, ProgressBar, RefusalMessage } from '@marktplatz/shared/kit';
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

const Thumbs = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
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

function Editor({ info, reload }: { info: StoreInfo; reload: () => void }) {
  const [texts, setTexts] = useState({ description: info.description, vendor_text: info.vendor_text, url: info.url ?? '' });
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    show_chat: info.show_chat === 1,
    show_gallery: info.show_gallery === 1,
    show_rating: info.show_rating === 1,
    show_lead: info.show_lead === 1,
    show_product: info.show_product === 1,
  });
  const [hidden, setHidden] = useState(info.show_profile === 0);
  const [certificates, setCertificates] = useState<Certificate[]>(
    info.certificates.map((certificate) => ({ name: certificate.name, text: certificate.text, image: certificate.image_key })),
  );
  const [blocks, setBlocks] = useState<Block[]>(() => blocksOf(info));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [gallery, setGallery] = useState(info.company_images);
  const [logo, setLogo] = useState(info.company_logo);
  const [removing, setRemoving] = useState<number | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await updateStorePage({
        description: texts.description,
        vendor_text: texts.vendor_text,
        url: texts.url.trim() || null,
        ...flags,
        description_contents: blocksInput(blocks),
        certificates: certificates
          .filter((certificate) => certificate.name.trim())
          .map((certificate) => ({ ...certificate, image: certificate.image })),
      });
      if (hidden !== (info.show_profile === 0)) await setProfileHidden(hidden);
      setErrors({});
      notify.success(T.saved);
      reload();
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error));
    } finally {
      setBusy(false);
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

  const certificateField = (index: number, name: keyof Certificate, value: string) =>
    setCertificates(certificates.map((certificate, at) => (at === index ? { ...certificate, [name]: value } : certificate)));

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
        <Thumbs>
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
      <form onSubmit={(event) => void save(event)} noValidate>
        <Fieldset>
          <legend>{T.texts}</legend>
          <FieldShell
            id="info-vendor-text"
            label={T.vendorText}
            error={errors.vendor_text}
            hintId="info-vendor-text-hint"
            errorId="info-vendor-text-error"
          >
            <Input
              id="info-vendor-text"
              value={texts.vendor_text}
              maxLength={2000}
              onChange={(event) => setTexts({ ...texts, vendor_text: event.target.value })}
            />
          </FieldShell>
          <FieldShell
            id="info-description"
            label={T.description}
            error={errors.description}
            hintId="info-description-hint"
            errorId="info-description-error"
          >
            <Textarea
              id="info-description"
              rows={6}
              value={texts.description}
              onChange={(event) => setTexts({ ...texts, description: event.target.value })}
            />
          </FieldShell>
          <FieldShell id="info-url" label={T.url} hint={T.urlHint} error={errors.url} hintId="info-url-hint" errorId="info-url-error">
            <Input
              id="info-url"
              type="url"
              value={texts.url}
              $invalid={Boolean(errors.url)}
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={errors.url ? 'info-url-hint info-url-error' : 'info-url-hint'}
              onChange={(event) => setTexts({ ...texts, url: event.target.value })}
            />
          </FieldShell>
        </Fieldset>
        <DescriptionBlocks blocks={blocks} onChange={setBlocks} errors={errors} />
        <Fieldset>
          <legend>{T.certificates}</legend>
          {certificates.map((certificate, index) => (
            <FormGrid key={index} data-testid="certificate">
              <FieldShell
                id={`certificate-${index}-name`}
                label={T.certificateName}
                error={errors[`certificates.${index}.name`]}
                hintId={`certificate-${index}-name-hint`}
                errorId={`certificate-${index}-name-error`}
              >
                <Input
                  id={`certificate-${index}-name`}
                  value={certificate.name}
                  onChange={(event) => certificateField(index, 'name', event.target.value)}
                />
              </FieldShell>
              <FieldShell
                id={`certificate-${index}-text`}
                label={T.certificateText}
                error={errors[`certificates.${index}.text`]}
                hintId={`certificate-${index}-text-hint`}
                errorId={`certificate-${index}-text-error`}
              >
                <Input
                  id={`certificate-${index}-text`}
                  value={certificate.text}
                  onChange={(event) => certificateField(index, 'text', event.target.value)}
                />
              </FieldShell>
              <div className="full">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setCertificates(certificates.filter((_, at) => at !== index))}
                >
                  {T.certificateRemove(certificate.name)}
                </Button>
              </div>
            </FormGrid>
          ))}
          <Actions>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setCertificates([...certificates, { name: '', text: '', image: null }])}
            >
              {T.certificateAdd}
            </Button>
          </Actions>
        </Fieldset>
        <Fieldset>
          <legend>{T.show}</legend>
          {FLAGS.map(([flag, label]) => (
            <Check key={flag}>
              <input type="checkbox" checked={flags[flag]} onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })} />
              {label}
            </Check>
          ))}
          <Check>
            <input
              type="checkbox"
              checked={hidden}
              aria-describedby="info-hide-hint"
              onChange={(event) => setHidden(event.target.checked)}
            />
            {T.hideProfile}
          </Check>
          <Muted $small id="info-hide-hint">
            {T.hideProfileHint}
          </Muted>
        </Fieldset>
        {Object.keys(errors).length > 0 ? (
          <Alert role="alert" $tone="error">
            <RefusalMessage message={Object.values(errors)[0] ?? ''} />
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" loading={busy}>
            {T.save}
          </Button>
        </Actions>
      </form>
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
