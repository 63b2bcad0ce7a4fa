import { useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageContainer,
  VisuallyHidden,
  errorMessage,
  notify,
  useFetch,
  firstFieldErrors,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, FormGrid, LoadState, Muted } from '@marktplatz/shared/kit';
import { changeRouteStatus } from '../api/changeRouteStatus';
import { createAnswer } from '../api/createAnswer';
import { createQuestion } from '../api/createQuestion';
import { deleteAnswer } from '../api/deleteAnswer';
import { deleteQuestion } from '../api/deleteQuestion';
import { getQuestions } from '../api/getQuestions';
import { getRoute } from '../api/getRoute';
import { moveQuestion } from '../api/moveQuestion';
import type { AnswerType, Question } from '../types';
import { ANSWER_TYPES, ROUTE_STATUS } from '../../../lib/format';
import { useRefusal } from '../../../lib/refusal';
import { SelectInput, TextInput } from '../../../lib/fields';
import { ProviderNav } from '../components/ProviderNav';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li<{ $over: boolean }>`
  border: 1px solid ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;
const Handle = styled.button`
  cursor: grab;
  min-width: 44px;
  min-height: 44px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.2rem;
`;

function Options({ question, onChange }: { question: Question; onChange: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function add(event: FormEvent) {
    event.preventDefault();
    try {
      await createAnswer(question.id, text);
      setText('');
      setError(undefined);
      onChange();
    } catch (failure) {
      setError(firstFieldErrors(failure).answer ?? errorMessage(failure));
    }
  }
  return (
    <div>
      <Muted>Antwortmöglichkeiten (mindestens zwei):</Muted>
      <ul>
        {question.answers.map((answer) => (
          <li key={answer.id}>
            {answer.answer}{' '}
            <Button
              variant="link"
              size="sm"
              aria-label={`Antwort „${answer.answer}“ löschen`}
              onClick={() =>
                deleteAnswer(answer.id)
                  .then(onChange)
                  .catch((failure: unknown) => notify.error(errorMessage(failure)))
              }
            >
              Entfernen
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} noValidate>
        <TextInput
          label={`Neue Antwortmöglichkeit zu „${question.question}“`}
          value={text}
          onChange={setText}
          error={error}
          maxLength={200}
        />
        <Button type="submit" size="sm" variant="secondary">
          Antwort hinzufügen
        </Button>
      </form>
    </div>
  );
}

/** `/leads/routes/:id/questions`: the route's questions; add, delete, reorder by drag and drop or keyboard. */
export default function QuestionsPage() {
  const id = Number(useParams().id);
  const route = useFetch((signal) => getRoute(id, signal), [id]);
  const questions = useFetch((signal) => getQuestions(id, signal), [id]);
  usePageTitle(route.data ? `Fragen: ${route.data.name}` : 'Fragen');
  const [order, setOrder] = useState<Question[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const [removing, setRemoving] = useState<Question | null>(null);
  const [values, setValues] = useState({ question: '', answer_type: 'single', is_required: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refusal = useRefusal();
  const [busy, setBusy] = useState(false);
  const list = order ?? questions.data ?? [];
  const reload = () => {
    setOrder(null);
    questions.reload();
    route.reload();
  };

  async function move(question: Question, position: number) {
    if (position < 1 || position > list.length) return;
    const next = list.filter((row) => row.id !== question.id);
    next.splice(position - 1, 0, question);
    setOrder(next);
    try {
      await moveQuestion(question.id, position);
      setAnnounce(`„${question.question}“ ist jetzt an Position ${position} von ${list.length}.`);
      reload();
    } catch (failure) {
      setOrder(null);
      notify.error(errorMessage(failure));
    }
  }
  function onKey(event: KeyboardEvent, question: Question, index: number) {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      void move(question, index);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      void move(question, index + 2);
    }
  }
  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    const question = list.find((row) => row.id === dragged);
    setDragged(null);
    setOver(null);
    if (question) void move(question, index + 1);
  }
  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await createQuestion({
        lead_route_id: id,
        question: values.question,
        answer_type: values.answer_type as AnswerType,
        is_required: values.is_required,
      });
      notify.success(answer.message ?? 'Die Frage wurde angelegt.');
      setValues((current) => ({ ...current, question: '' }));
      setErrors({});
      reload();
    } catch (failure) {
      const fields = firstFieldErrors(failure);
      setErrors(fields);
      if (!Object.keys(fields).length) notify.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  async function setStatus(status: 'active' | 'inactive') {
    refusal.clear();
    try {
      const answer = await changeRouteStatus(id, status);
      notify.success(answer.message ?? 'Der Status wurde geändert.');
      route.reload();
    } catch (failure) {
      refusal.fail(failure);
    }
  }

  return (
    <PageContainer
      title={route.data ? `Fragen: ${route.data.name}` : 'Fragen'}
      actions={<Link to="/leads/routes">Zurück zu den Anfragestrecken</Link>}
    >
      <ProviderNav />
      {refusal.alert}
      <LoadState state={route}>
        {(info) => (
          <Box aria-label="Status der Anfragestrecke">
            <Actions>
              <span>
                Status: <Badge $tone={ROUTE_STATUS[info.status]![1]}>{ROUTE_STATUS[info.status]![0]}</Badge>
              </span>
              {info.status === 'active' ? (
                <Button variant="secondary" size="sm" onClick={() => setStatus('inactive')}>
                  Anfragestrecke deaktivieren
                </Button>
              ) : (
                <Button size="sm" onClick={() => setStatus('active')}>
                  Anfragestrecke aktivieren
                </Button>
              )}
            </Actions>
          </Box>
        )}
      </LoadState>
      <div aria-live="polite">
        <VisuallyHidden>{announce}</VisuallyHidden>
      </div>
      <LoadState state={questions}>
        {() =>
          list.length === 0 ? (
            <EmptyState title="Diese Anfragestrecke hat noch keine Fragen.">Legen Sie unten die erste Frage an.</EmptyState>
          ) : (
            <>
              <Muted id="reorder-help">
                Zum Umsortieren ziehen Sie eine Frage am Griff, oder fokussieren Sie den Griff und drücken Pfeil nach oben/unten.
              </Muted>
              <List aria-label="Fragen in Reihenfolge">
                {list.map((question, index) => (
                  <Item
                    key={question.id}
                    $over={over === index}
                    onDragOver={(event) => {
                      event.preventDefault();
                      setOver(index);
                    }}
                    onDragLeave={() => setOver(null)}
                    onDrop={(event) => onDrop(event, index)}
                    data-question-id={question.id}
                  >
                    <Handle
                      type="button"
                      draggable
                      onDragStart={(event) => {
                        setDragged(question.id);
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', String(question.id));
                      }}
                      onKeyDown={(event) => onKey(event, question, index)}
                      aria-label={`Frage ${index + 1} „${question.question}“ verschieben`}
                      aria-describedby="reorder-help"
                    >
                      ⇅
                    </Handle>
                    <div>
                      <strong>
                        {index + 1}. {question.question}
                      </strong>
                      <Muted>
                        {ANSWER_TYPES[question.answer_type]} · {question.is_required ? 'Pflichtfrage' : 'freiwillig'}
                      </Muted>
                      {question.answer_type === 'single' || question.answer_type === 'multiple' ? (
                        <Options question={question} onChange={reload} />
                      ) : null}
                      <Actions>
                        <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => move(question, index)}>
                          Nach oben
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={index === list.length - 1}
                          onClick={() => move(question, index + 2)}
                        >
                          Nach unten
                        </Button>
                        <Button variant="danger" size="sm" onClick={() => setRemoving(question)}>
                          Frage löschen
                        </Button>
                      </Actions>
                    </div>
                  </Item>
                ))}
              </List>
            </>
          )
        }
      </LoadState>
      <Box aria-labelledby="new-question">
        <h2 id="new-question">Neue Frage</h2>
        <form onSubmit={add} noValidate>
          <TextInput
            label="Frage"
            value={values.question}
            onChange={(question) => setValues((current) => ({ ...current, question }))}
            error={errors.question}
            required
            maxLength={300}
          />
          <FormGrid>
            <SelectInput
              label="Antworttyp"
              value={values.answer_type}
              onChange={(answerType) => setValues((current) => ({ ...current, answer_type: answerType }))}
              error={errors.answer_type}
              options={Object.entries(ANSWER_TYPES).map(([value, label]) => ({ value, label }))}
            />
            <label style={{ alignSelf: 'end', minHeight: 44, display: 'flex', gap: 8, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={values.is_required}
                onChange={(event) => setValues((current) => ({ ...current, is_required: event.target.checked }))}
              />
              Pflichtfrage
            </label>
          </FormGrid>
          <Button type="submit" loading={busy}>
            Frage hinzufügen
          </Button>
        </form>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title="Frage löschen?"
        confirmLabel="Löschen"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            await deleteQuestion(removing!.id);
            notify.success('Die Frage wurde gelöscht.');
            reload();
          } catch (failure) {
            notify.error(errorMessage(failure));
          } finally {
            setRemoving(null);
          }
        }}
      >
        „{removing?.question}“ wird mit ihren Antwortmöglichkeiten gelöscht; die übrigen Fragen rücken nach.
      </ConfirmDialog>
    </PageContainer>
  );
}
