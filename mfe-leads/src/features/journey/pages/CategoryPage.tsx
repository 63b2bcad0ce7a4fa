import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  PageContainer,
  errorMessage,
  notify,
  useAuth,
  useFetch,
  firstFieldErrors,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Box, LoadState, Muted, ProgressBar } from '@marktplatz/shared/kit';
import { countWorldView } from '../api/countWorldView';
import { getConfirmation } from '../api/getConfirmation';
import { getProvidersForRoute } from '../api/getProvidersForRoute';
import { getWorld } from '../api/getWorld';
import { submitLead } from '../api/submitLead';
import { uploadAnswerFile } from '../api/uploadAnswerFile';
import { getQuestions, type Question } from '../../provider';
import type { Confirmation, RawAnswer, UploadedFile, WorldRoute } from '../types';
import { fileSize } from '../../../lib/format';
import { TextAreaInput, TextInput } from '../../../lib/fields';
import { ErrorLine } from '../../../lib/ui';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  label.choice {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-height: 44px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const MAX_FILES = 5;
const MAX_BYTES = 10 * 1024 * 1024;
const FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,.doc,.docx,.xls,.xlsx,.odt,.txt,.mp3,.wav,.m4a,.mp4,.mov,.webm';

type Values = Record<number, string | string[]>;
type Picked = Record<number, { file: File; uploaded: UploadedFile | null; progress: number }[]>;

function QuestionField({
  question,
  value,
  picked,
  error,
  onValue,
  onFiles,
}: {
  question: Question;
  value: string | string[] | undefined;
  picked: Picked[number] | undefined;
  error: string | undefined;
  onValue: (value: string | string[]) => void;
  onFiles: (files: File[]) => void;
}) {
  const errorId = `q-${question.id}-error`;
  const legend = (
    <legend>
      {question.question}
      {question.is_required ? <span aria-hidden="true"> *</span> : null}
    </legend>
  );
  const common = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  let control;
  switch (question.answer_type) {
    case 'single':
      control = question.answers.map((answer) => (
        <label className="choice" key={answer.id}>
          <input
            type="radio"
            name={`q-${question.id}`}
            value={answer.id}
            checked={value === String(answer.id)}
            onChange={() => onValue(String(answer.id))}
          />
          {answer.answer}
        </label>
      ));
      break;
    case 'multiple': {
      const list = Array.isArray(value) ? value : [];
      control = question.answers.map((answer) => (
        <label className="choice" key={answer.id}>
          <input
            type="checkbox"
            checked={list.includes(String(answer.id))}
            onChange={(event) =>
              onValue(event.target.checked ? [...list, String(answer.id)] : list.filter((id) => id !== String(answer.id)))
            }
          />
          {answer.answer}
        </label>
      ));
      break;
    }
    case 'file':
      control = (
        <>
          <label htmlFor={`q-${question.id}-file`}>
            Dateien wählen (bis zu {MAX_FILES}, je höchstens 10 MB; Bilder, Dokumente, Audio, Video)
          </label>
          <br />
          <input
            id={`q-${question.id}-file`}
            type="file"
            multiple
            accept={FILE_ACCEPT}
            style={{ maxWidth: '100%' }}
            onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
            {...common}
          />
          {picked?.length ? (
            <ul>
              {picked.map((entry, index) => (
                <li key={index} style={{ overflowWrap: 'anywhere' }}>
                  {entry.file.name} ({fileSize(entry.file.size)}){' '}
                  {entry.uploaded ? '– hochgeladen' : entry.progress > 0 ? `– ${entry.progress} %` : ''}
                  {entry.progress > 0 && !entry.uploaded ? (
                    <ProgressBar value={entry.progress} label={`Upload ${entry.file.name}`} />
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      );
      break;
    default: {
      const single = typeof value === 'string' ? value : '';
      control =
        question.answer_type === 'text' ? (
          <textarea
            aria-label={question.question}
            rows={3}
            style={{ width: '100%' }}
            value={single}
            onChange={(event) => onValue(event.target.value)}
            maxLength={2000}
            {...common}
          />
        ) : (
          <input
            aria-label={question.question}
            type="text"
            value={single}
            inputMode={question.answer_type === 'number' ? 'decimal' : 'numeric'}
            placeholder={question.answer_type === 'number' ? 'z. B. 1.250,50' : 'TT.MM.JJJJ'}
            onChange={(event) => onValue(event.target.value)}
            style={{ width: '100%', minHeight: 44 }}
            {...common}
          />
        );
    }
  }
  return (
    <Fieldset aria-invalid={error ? true : undefined} data-question-id={question.id}>
      {legend}
      {control}
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </Fieldset>
  );
}

function Wizard({ route }: { route: WorldRoute }) {
  const { authenticated, role } = useAuth();
  const location = useLocation();
  const questions = useFetch((signal) => getQuestions(route.id, signal), [route.id]);
  const providers = useFetch((signal) => getProvidersForRoute(route.id, route.slug, signal), [route.id, route.slug]);
  const [values, setValues] = useState<Values>({});
  const [picked, setPicked] = useState<Picked>({});
  const [extra, setExtra] = useState<number[]>([]);
  const [postalCode, setPostalCode] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Confirmation | null>(null);
  const others = (providers.data?.providers ?? []).filter((provider) => provider.id !== route.provider.id);

  function setFiles(questionId: number, files: File[]) {
    const problems =
      files.length > MAX_FILES
        ? `Bitte wählen Sie höchstens ${MAX_FILES} Dateien.`
        : files.find((file) => file.size > MAX_BYTES)
          ? 'Eine Datei ist zu groß (höchstens 10 MB).'
          : undefined;
    setErrors((current) => {
      const next = { ...current };
      if (problems) next[`answers.${questionId}`] = problems;
      else delete next[`answers.${questionId}`];
      return next;
    });
    if (!problems) setPicked((current) => ({ ...current, [questionId]: files.map((file) => ({ file, uploaded: null, progress: 0 })) }));
  }

  async function uploadAll(): Promise<boolean> {
    let ok = true;
    for (const [key, entries] of Object.entries(picked)) {
      const questionId = Number(key);
      for (let index = 0; index < entries.length; index += 1) {
        const entry = entries[index]!;
        if (entry.uploaded) continue;
        try {
          const uploaded = await uploadAnswerFile(entry.file, (progress) =>
            setPicked((current) => ({
              ...current,
              [questionId]: (current[questionId] ?? []).map((row, at) => (at === index ? { ...row, progress } : row)),
            })),
          );
          entry.uploaded = uploaded;
          setPicked((current) => ({
            ...current,
            [questionId]: (current[questionId] ?? []).map((row, at) => (at === index ? { ...row, uploaded, progress: 100 } : row)),
          }));
        } catch (error) {
          ok = false;
          const fields = firstFieldErrors(error);
          setErrors((current) => ({ ...current, [`answers.${questionId}`]: `${entry.file.name}: ${fields.file ?? errorMessage(error)}` }));
        }
      }
    }
    return ok;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      if (!(await uploadAll())) return;
      const answers = (questions.data ?? []).map((question) => {
        let answer: RawAnswer = null;
        if (question.answer_type === 'file')
          answer = (picked[question.id] ?? []).map((entry) => entry.uploaded?.file ?? '').filter(Boolean);
        else if (question.answer_type === 'multiple') answer = ((values[question.id] as string[] | undefined) ?? []).map(Number);
        else if (question.answer_type === 'single') answer = values[question.id] ? Number(values[question.id]) : null;
        else
          answer =
            typeof values[question.id] === 'string' && (values[question.id] as string).trim() !== ''
              ? (values[question.id] as string)
              : null;
        return { lead_route_question_id: question.id, answer };
      });
      await submitLead({ lead_route_id: route.id, answers, provider_ids: extra, message, postal_code: postalCode.trim() || null });
      setDone(await getConfirmation());
      window.scrollTo?.(0, 0);
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
      else notify.error('Bitte prüfen Sie die markierten Angaben.');
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <Box aria-labelledby="confirmation-title" role="status">
        <h2 id="confirmation-title">{done.title}</h2>
        <p>{done.text}</p>
        <ol>
          {done.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link to="/leads">Zu meinen Anfragen</Link>
      </Box>
    );

  return (
    <Box aria-labelledby="wizard-title">
      <h2 id="wizard-title">Ihre Anfrage an {route.provider.name}</h2>
      {route.description ? <p>{route.description}</p> : null}
      <Muted>
        Einsatzgebiet: {route.radius} km um {route.postal_code}. Felder mit * sind Pflichtangaben.
      </Muted>
      {(providers.data?.call_to_actions ?? []).map((cta) => (
        <Box key={cta.id} aria-label={cta.title}>
          <strong>{cta.title}</strong>
          {cta.text ? <p>{cta.text}</p> : null}
          {cta.button_url ? <a href={cta.button_url}>{cta.button_text}</a> : null}
        </Box>
      ))}
      {!authenticated ? (
        <EmptyState
          title="Bitte melden Sie sich an, um eine Anfrage zu senden."
          action={<Link to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>Anmelden oder registrieren</Link>}
        />
      ) : role !== 'User' ? (
        <EmptyState title="Anfragen stellen Kundinnen und Kunden.">
          Melden Sie sich mit einem Kundenkonto an, um diese Route auszuprobieren.
        </EmptyState>
      ) : (
        <LoadState state={questions}>
          {(list) => (
            <form onSubmit={submit} noValidate>
              {list.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={values[question.id]}
                  picked={picked[question.id]}
                  error={errors[`answers.${question.id}`]}
                  onValue={(value) => setValues((current) => ({ ...current, [question.id]: value }))}
                  onFiles={(files) => setFiles(question.id, files)}
                />
              ))}
              <TextInput
                label="Postleitzahl des Vorhabens"
                value={postalCode}
                onChange={setPostalCode}
                error={errors.postal_code}
                inputMode="numeric"
                maxLength={5}
                autoComplete="postal-code"
              />
              <TextAreaInput label="Nachricht an die Anbieter" value={message} onChange={setMessage} error={errors.message} rows={3} />
              {others.length ? (
                <Fieldset aria-invalid={errors.provider_ids ? true : undefined}>
                  <legend>Weitere Anbieter anfragen (bis zu 2)</legend>
                  {others.map((provider) => (
                    <label className="choice" key={provider.id}>
                      <input
                        type="checkbox"
                        checked={extra.includes(provider.id)}
                        disabled={!extra.includes(provider.id) && extra.length >= 2}
                        onChange={(event) =>
                          setExtra((current) =>
                            event.target.checked ? [...current, provider.id] : current.filter((id) => id !== provider.id),
                          )
                        }
                      />
                      {provider.name} – {provider.lead_route_name}
                    </label>
                  ))}
                  {errors.provider_ids ? <ErrorLine>{errors.provider_ids}</ErrorLine> : null}
                </Fieldset>
              ) : null}
              <Actions>
                <Button type="submit" loading={busy}>
                  Anfrage senden
                </Button>
              </Actions>
            </form>
          )}
        </LoadState>
      )}
    </Box>
  );
}

/** `/world-category/lead/:slug` (all providers of the category) and `/…/:providerSlug` (one provider's route). */
export default function CategoryPage() {
  const { slug = '', providerSlug } = useParams();
  const state = useFetch((signal) => getWorld(slug, signal), [slug]);
  const category = state.data?.[0];
  usePageTitle(category?.title ?? 'Themenwelt');
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    countWorldView(slug).catch(() => undefined);
  }, [slug]);
  const routes = useMemo(
    () => (category?.lead_routes ?? []).filter((route) => !providerSlug || route.slug === providerSlug),
    [category, providerSlug],
  );
  const route = routes.find((row) => row.id === chosen) ?? (routes.length === 1 ? routes[0] : undefined);

  return (
    <PageContainer title={category?.title ?? 'Themenwelt'} actions={<Link to="/bauen-wohnen">Alle Themenwelten</Link>}>
      <LoadState state={state}>
        {(list) =>
          !list[0] ? null : routes.length === 0 ? (
            <EmptyState
              title={providerSlug ? 'Dieses Angebot gibt es hier nicht (mehr).' : 'In dieser Themenwelt gibt es noch keine Fachbetriebe.'}
              action={<Link to="/bauen-wohnen">Andere Themenwelt wählen</Link>}
            />
          ) : (
            <>
              {list[0].description ? <p>{list[0].description}</p> : null}
              {routes.length > 1 ? (
                <Fieldset>
                  <legend>Welche Leistung möchten Sie anfragen?</legend>
                  {routes.map((row) => (
                    <label className="choice" key={row.id}>
                      <input type="radio" name="route" checked={route?.id === row.id} onChange={() => setChosen(row.id)} />
                      {row.name} – {row.provider.name} ({row.radius} km um {row.postal_code})
                    </label>
                  ))}
                </Fieldset>
              ) : null}
              {route ? <Wizard key={route.id} route={route} /> : <Muted>Bitte wählen Sie oben eine Leistung.</Muted>}
              {providerSlug ? <Link to={`/world-category/lead/${slug}`}>Alle Fachbetriebe dieser Themenwelt</Link> : null}
            </>
          )
        }
      </LoadState>
    </PageContainer>
  );
}
