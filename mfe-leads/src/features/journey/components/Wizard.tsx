import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import {
  Button,
  EmptyState,
  TextareaField,
  TextField,
  errorMessage,
  fieldError,
  firstFieldErrors,
  notify,
  useAuth,
  useFetch,
} from '@marktplatz/shared';
import { Actions, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { getQuestions, type Question } from '../../provider';
import { ErrorLine } from '../../../lib/ui';
import { messages } from '../../../messages';
import { getConfirmation } from '../api/getConfirmation';
import { getProvidersForRoute } from '../api/getProvidersForRoute';
import { submitLead } from '../api/submitLead';
import { uploadAnswerFile } from '../api/uploadAnswerFile';
import type { Confirmation, RawAnswer, WorldRoute } from '../types';
import { Fieldset } from './Fieldset';
import { answerField, MAX_FILES, QuestionField, type PickedFiles } from './QuestionField';

const text = messages.wizard;
const MAX_BYTES = 10 * 1024 * 1024;

type Values = Record<string, string | string[] | number[] | undefined> & {
  postal_code?: string;
  message?: string;
  provider_ids?: number[];
};
type Picked = Record<number, PickedFiles>;
const INITIAL: Values = { provider_ids: [] };

/** The answer the API expects for a question from the form's value (files: the uploaded names). */
function answerOf(question: Question, value: Values[string], picked: Picked): RawAnswer {
  if (question.answer_type === 'file') return (picked[question.id] ?? []).map((entry) => entry.uploaded?.file ?? '').filter(Boolean);
  if (question.answer_type === 'multiple') return ((value as string[] | undefined) ?? []).map(Number);
  if (question.answer_type === 'single') return value ? Number(value) : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The API's field errors as the form's: `answers.<id>` belongs to the question's field. */
function formErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const answer = /^answers\.(\d+)$/.exec(key);
      return [answer ? answerField(Number(answer[1])) : key, value];
    }),
  );
}

/** The inquiry wizard of one lead route: the route's questions, postal code, message and up to two more providers. */
export function Wizard({ route }: { route: WorldRoute }) {
  const { authenticated, role } = useAuth();
  const location = useLocation();
  const questions = useFetch((signal) => getQuestions(route.id, signal), [route.id]);
  const providers = useFetch((signal) => getProvidersForRoute(route.id, route.slug, signal), [route.id, route.slug]);
  const [picked, setPicked] = useState<Picked>({});
  const [fileErrors, setFileErrors] = useState<Record<number, string>>({});
  const [done, setDone] = useState<Confirmation | null>(null);
  const others = (providers.data?.providers ?? []).filter((provider) => provider.id !== route.provider.id);

  function setFiles(questionId: number, files: File[]) {
    const problem =
      files.length > MAX_FILES ? text.tooManyFiles(MAX_FILES) : files.find((file) => file.size > MAX_BYTES) ? text.fileTooBig : undefined;
    setFileErrors((current) => {
      const next = { ...current };
      if (problem) next[questionId] = problem;
      else delete next[questionId];
      return next;
    });
    if (!problem) setPicked((current) => ({ ...current, [questionId]: files.map((file) => ({ file, uploaded: null, progress: 0 })) }));
  }

  async function uploadAll(): Promise<boolean> {
    let ok = true;
    for (const [key, entries] of Object.entries(picked)) {
      const questionId = Number(key);
      for (let index = 0; index < entries.length; index += 1) {
        const entry = entries[index]!;
        if (entry.uploaded) continue;
        const update = (change: Partial<PickedFiles[number]>) =>
          setPicked((current) => ({
            ...current,
            [questionId]: (current[questionId] ?? []).map((row, at) => (at === index ? { ...row, ...change } : row)),
          }));
        try {
          const uploaded = await uploadAnswerFile(entry.file, (progress) => update({ progress }));
          entry.uploaded = uploaded;
          update({ uploaded, progress: 100 });
        } catch (error) {
          ok = false;
          const fields = firstFieldErrors(error);
          setFileErrors((current) => ({ ...current, [questionId]: `${entry.file.name}: ${fields.file ?? errorMessage(error)}` }));
        }
      }
    }
    return ok;
  }

  async function submit(values: Values) {
    setFileErrors({});
    try {
      if (!(await uploadAll())) return undefined;
      const answers = (questions.data ?? []).map((question) => ({
        lead_route_question_id: question.id,
        answer: answerOf(question, values[answerField(question.id)], picked),
      }));
      await submitLead({
        lead_route_id: route.id,
        answers,
        provider_ids: values.provider_ids ?? [],
        message: values.message ?? '',
        postal_code: (values.postal_code ?? '').trim() || null,
      });
      setDone(await getConfirmation());
      window.scrollTo?.(0, 0);
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
      else notify.error(messages.checkMarked);
      return formErrors(fields);
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
        <Link to="/leads">{text.toInquiries}</Link>
      </Box>
    );

  return (
    <Box aria-labelledby="wizard-title">
      <h2 id="wizard-title">{text.title(route.provider.name)}</h2>
      {route.description ? <p>{route.description}</p> : null}
      <Muted>{text.area(route.radius, route.postal_code)}</Muted>
      {(providers.data?.call_to_actions ?? []).map((cta) => (
        <Box key={cta.id} aria-label={cta.title}>
          <strong>{cta.title}</strong>
          {cta.text ? <p>{cta.text}</p> : null}
          {cta.button_url ? <a href={cta.button_url}>{cta.button_text}</a> : null}
        </Box>
      ))}
      <Form<Values> onSubmit={submit} initialValues={INITIAL}>
        {({ handleSubmit, submitting }) =>
          !authenticated ? (
            <EmptyState
              title={text.signIn}
              action={<Link to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>{text.signInLink}</Link>}
            />
          ) : role !== 'User' ? (
            <EmptyState title={text.customersOnly}>{text.customersOnlyText}</EmptyState>
          ) : (
            <LoadState state={questions}>
              {(list) => (
                <form onSubmit={handleSubmit} noValidate>
                  {list.map((question) => (
                    <QuestionField
                      key={question.id}
                      question={question}
                      picked={picked[question.id]}
                      fileError={fileErrors[question.id]}
                      onFiles={(files) => setFiles(question.id, files)}
                    />
                  ))}
                  <TextField name="postal_code" label={text.postalCode} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
                  <TextareaField name="message" label={text.message} rows={3} />
                  {others.length ? (
                    <Field<number[]> name="provider_ids">
                      {({ input, meta }) => {
                        const chosen = input.value || [];
                        const error = fieldError(meta);
                        return (
                          <Fieldset aria-invalid={error ? true : undefined}>
                            <legend>{text.others}</legend>
                            {others.map((provider) => (
                              <label className="choice" key={provider.id}>
                                <input
                                  type="checkbox"
                                  checked={chosen.includes(provider.id)}
                                  disabled={!chosen.includes(provider.id) && chosen.length >= 2}
                                  onChange={(event) =>
                                    input.onChange(
                                      event.target.checked ? [...chosen, provider.id] : chosen.filter((id) => id !== provider.id),
                                    )
                                  }
                                />
                                {text.providerOption(provider.name, provider.lead_route_name)}
                              </label>
                            ))}
                            {error ? <ErrorLine>{error}</ErrorLine> : null}
                          </Fieldset>
                        );
                      }}
                    </Field>
                  ) : null}
                  <Actions>
                    <Button type="submit" loading={submitting}>
                      {text.send}
                    </Button>
                  </Actions>
                </form>
              )}
            </LoadState>
          )
        }
      </Form>
    </Box>
  );
}
