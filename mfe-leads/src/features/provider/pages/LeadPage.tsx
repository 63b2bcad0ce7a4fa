import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FieldShell,
  PageContainer,
  errorMessage,
  formatDate,
  notify,
  useFetch,
  firstFieldErrors,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, FilePicker, FormGrid, LoadState, Muted, ProgressBar } from '@marktplatz/shared/kit';
import { getProviderLead } from '../api/getProviderLead';
import { sendOffer } from '../api/sendOffer';
import { withdrawOffer } from '../api/withdrawOffer';
import { downloadInquiryFile } from '../../customer';
import type { ProviderLeadDetail } from '../types';
import { countdownText, fileSize, INQUIRY_STATUS, LEAD_STATUS, OFFER_STATUS, offerPrice, PRICE_TYPES } from '../../../lib/format';
import { SelectInput, TextAreaInput, TextInput } from '../../../lib/fields';
import { Facts } from '../../../lib/ui';
import { ProviderNav } from '../components/ProviderNav';

/** One line per offer (title, price, status, withdraw); the parts wrap on a phone. */
const OfferList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }
`;

const EMPTY = {
  offer_name: '',
  offer_content: '',
  price_type: 'fixed',
  price1: '',
  price2: '',
  date1: '',
  date2: '',
  date_visit: '',
  comment: '',
};
const ACCEPT = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'txt', 'png', 'jpg', 'jpeg'].map((ext) => `.${ext}`).join(',');

function OfferForm({ lead, onSent }: { lead: ProviderLeadDetail; onSent: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  function clearFile() {
    setFile(null);
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.offer_name.trim()) local.offer_name = 'Dieses Feld ist erforderlich.';
    if (!values.offer_content.trim()) local.offer_content = 'Dieses Feld ist erforderlich.';
    if (!values.price1.trim()) local.price1 = 'Dieses Feld ist erforderlich.';
    if (file && file.size > 10 * 1024 * 1024) local.file = 'Die Datei ist zu groß (höchstens 10 MB).';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    setProgress(file ? 0 : null);
    try {
      const answer = await sendOffer({ ...values, lead_id: String(lead.id) }, file, (percent) => setProgress(percent));
      notify.success(answer.message ?? 'Ihr Angebot wurde gesendet.');
      setValues(EMPTY);
      clearFile();
      onSent();
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <Box aria-labelledby="offer-form-title">
      <h2 id="offer-form-title">Angebot senden</h2>
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <TextInput
            label="Titel des Angebots"
            value={values.offer_name}
            onChange={set('offer_name')}
            error={errors.offer_name}
            required
            maxLength={200}
          />
          <SelectInput
            label="Preisart"
            value={values.price_type}
            onChange={set('price_type')}
            error={errors.price_type}
            options={Object.entries(PRICE_TYPES).map(([value, label]) => ({ value, label }))}
          />
          <TextInput
            label={values.price_type === 'range' ? 'Preis von (EUR)' : 'Preis (EUR)'}
            value={values.price1}
            onChange={set('price1')}
            error={errors.price1}
            required
            inputMode="decimal"
            placeholder="1.250,00"
            hint="Deutsches Format, z. B. 1.250,00"
          />
          {values.price_type === 'range' ? (
            <TextInput
              label="Preis bis (EUR)"
              value={values.price2}
              onChange={set('price2')}
              error={errors.price2}
              required
              inputMode="decimal"
              placeholder="1.800,00"
            />
          ) : null}
          <TextInput
            label="Ausführung ab"
            value={values.date1}
            onChange={set('date1')}
            error={errors.date1}
            placeholder="TT.MM.JJJJ"
            inputMode="numeric"
          />
          <TextInput
            label="Ausführung bis"
            value={values.date2}
            onChange={set('date2')}
            error={errors.date2}
            placeholder="TT.MM.JJJJ"
            inputMode="numeric"
          />
          <TextInput
            label="Besichtigungstermin"
            value={values.date_visit}
            onChange={set('date_visit')}
            error={errors.date_visit}
            placeholder="TT.MM.JJJJ"
            inputMode="numeric"
          />
        </FormGrid>
        <TextAreaInput
          label="Beschreibung der Leistung"
          value={values.offer_content}
          onChange={set('offer_content')}
          error={errors.offer_content}
          required
          rows={5}
        />
        <TextAreaInput label="Anmerkung" value={values.comment} onChange={set('comment')} error={errors.comment} rows={2} />
        <FieldShell
          id="offer-file"
          label="Angebot als Datei"
          hint="PDF, Word, Excel, Text oder Bild; höchstens 10 MB (freiwillig)"
          error={errors.file ?? errors.lead_id}
          hintId="offer-file-hint"
          errorId="offer-file-error"
        >
          <FilePicker
            id="offer-file"
            label="Angebot als Datei"
            accept={ACCEPT}
            inputRef={fileInput}
            status={file ? `${file.name} (${fileSize(file.size)})` : null}
            invalid={Boolean(errors.file ?? errors.lead_id)}
            describedBy={['offer-file-hint', 'offer-file-status', (errors.file ?? errors.lead_id) ? 'offer-file-error' : '']
              .filter(Boolean)
              .join(' ')}
            onChange={(files) => setFile(files[0] ?? null)}
          />
          {file ? (
            <Button variant="link" size="sm" onClick={clearFile}>
              Datei entfernen
            </Button>
          ) : null}
        </FieldShell>
        {progress !== null ? <ProgressBar value={progress} label="Upload des Angebots" testId="offer-progress" /> : null}
        <Actions>
          <Button type="submit" loading={busy}>
            Angebot senden
          </Button>
        </Actions>
      </form>
    </Box>
  );
}

/** `/leads/provider/:lead_id`: one lead with the customer's answers and files, and the offer form. */
export default function ProviderLeadPage() {
  const { lead_id: leadId } = useParams();
  const id = Number(leadId);
  const valid = Number.isInteger(id) && id > 0;
  const state = useFetch(
    (signal) => (valid ? getProviderLead(id, signal) : Promise.reject({ message: 'Die Anfrage wurde nicht gefunden.' })),
    [id],
  );
  usePageTitle(state.data?.title ?? 'Anfrage');
  const [withdraw, setWithdraw] = useState<number | null>(null);

  return (
    <PageContainer title={state.data?.title ?? 'Anfrage'} actions={<Link to="/leads/provider">Zurück zu den Anfragen</Link>}>
      <ProviderNav />
      <LoadState state={state}>
        {(lead) => {
          const sent = lead.offers.find((offer) => offer.offer_status === 'sent');
          return (
            <>
              <Box aria-labelledby="lead-facts">
                <h2 id="lead-facts">Angaben zur Anfrage</h2>
                <Facts>
                  <dt>Status</dt>
                  <dd>
                    <Badge $tone={LEAD_STATUS[lead.lead_status]?.[1] ?? 'neutral'}>{LEAD_STATUS[lead.lead_status]?.[0]}</Badge>{' '}
                    <Badge $tone={INQUIRY_STATUS[lead.inquiry_status]?.[1] ?? 'neutral'}>
                      Anfrage: {INQUIRY_STATUS[lead.inquiry_status]?.[0] ?? lead.inquiry_status}
                    </Badge>
                  </dd>
                  <dt>Eingang</dt>
                  <dd>{formatDate(lead.created_at)}</dd>
                  <dt>Kundin/Kunde</dt>
                  <dd>{lead.user.name}</dd>
                  {lead.postal_code ? (
                    <>
                      <dt>Postleitzahl</dt>
                      <dd>{lead.postal_code}</dd>
                    </>
                  ) : null}
                  {lead.lead_route ? (
                    <>
                      <dt>Anfragestrecke</dt>
                      <dd>{lead.lead_route.name}</dd>
                    </>
                  ) : null}
                  <dt>Angebote möglich noch</dt>
                  <dd>{countdownText(lead)}</dd>
                </Facts>
                {lead.message ? <p>{lead.message}</p> : null}
              </Box>
              <Box aria-labelledby="lead-answers">
                <h2 id="lead-answers">Antworten</h2>
                {lead.lead_answers.length === 0 ? (
                  <Muted>Keine Antworten (direkte Anfrage).</Muted>
                ) : (
                  <Facts>
                    {lead.lead_answers.map((answer, index) => (
                      <div key={index} style={{ display: 'contents' }}>
                        <dt>{answer.question}</dt>
                        <dd>{answer.answer || '–'}</dd>
                      </div>
                    ))}
                  </Facts>
                )}
                {lead.files.length ? (
                  <>
                    <h3>Dateien</h3>
                    <ul>
                      {lead.files.map((file) => (
                        <li key={file.file}>
                          <Button
                            variant="link"
                            onClick={() =>
                              downloadInquiryFile(file.file, file.file_name).catch((error: unknown) => notify.error(errorMessage(error)))
                            }
                          >
                            {`${file.file_name} herunterladen`}
                          </Button>{' '}
                          ({fileSize(file.size)})
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </Box>
              {lead.offers.length ? (
                <Box aria-labelledby="lead-offers">
                  <h2 id="lead-offers">Ihre Angebote zu dieser Anfrage</h2>
                  <OfferList>
                    {lead.offers.map((offer) => (
                      <li key={offer.id} data-testid="lead-offer">
                        <span>
                          Angebot Nr. {offer.id}: {offer.offer_name}
                        </span>
                        <span>
                          <strong data-testid="lead-offer-price">{offerPrice(offer)}</strong>{' '}
                          <Muted as="span">({PRICE_TYPES[offer.price_type] ?? offer.price_type})</Muted>
                        </span>
                        <span>
                          <Badge $tone={OFFER_STATUS[offer.offer_status][1]}>{OFFER_STATUS[offer.offer_status][0]}</Badge>{' '}
                          <Muted as="span">{formatDate(offer.created_at)}</Muted>
                        </span>
                        {offer.offer_status === 'sent' ? (
                          <Button variant="secondary" size="sm" onClick={() => setWithdraw(offer.id)}>
                            Zurückziehen
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </OfferList>
                </Box>
              ) : null}
              {lead.lead_status === 'open' && lead.inquiry_status === 'open' && !sent ? (
                <OfferForm lead={lead} onSent={state.reload} />
              ) : lead.lead_status === 'open' ? (
                <EmptyState title="Für diese Anfrage können keine Angebote mehr abgegeben werden." />
              ) : null}
              <ConfirmDialog
                open={withdraw !== null}
                title="Angebot zurückziehen?"
                confirmLabel="Zurückziehen"
                onCancel={() => setWithdraw(null)}
                onConfirm={async () => {
                  try {
                    const answer = await withdrawOffer(withdraw!);
                    notify.success(answer.message ?? 'Das Angebot wurde zurückgezogen.');
                    state.reload();
                  } catch (error) {
                    notify.error(errorMessage(error));
                  } finally {
                    setWithdraw(null);
                  }
                }}
              >
                Die Kundin oder der Kunde sieht das Angebot danach nicht mehr. Sie können anschließend ein neues senden.
              </ConfirmDialog>
            </>
          );
        }}
      </LoadState>
    </PageContainer>
  );
}
