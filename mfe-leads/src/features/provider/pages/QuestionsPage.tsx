import { useState, type DragEvent, type KeyboardEvent } from 'react';
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
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Badge, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { changeRouteStatus } from '../api/changeRouteStatus';
import { deleteQuestion } from '../api/deleteQuestion';
import { getQuestions } from '../api/getQuestions';
import { getRoute } from '../api/getRoute';
import { moveQuestion } from '../api/moveQuestion';
import type { Question } from '../types';
import { ANSWER_TYPES, ROUTE_STATUS } from '../../../lib/format';
import { useRefusal } from '../../../lib/refusal';
import { AnswerOptions } from '../components/AnswerOptions';
import { QuestionForm } from '../components/QuestionForm';
import { ProviderNav } from '../components/ProviderNav';
import { providerMessages } from '../messages';

const text = providerMessages.questions;

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
/** The drag handle: the kit's button drawn as a dashed square with the arrows. */
const Handle = styled(Button).attrs({ variant: 'secondary' as const })`
  cursor: grab;
  min-width: 44px;
  min-height: 44px;
  padding: 1px 6px;
  gap: 0;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.2rem;
  font-weight: normal;
  line-height: normal;
  transition: none;
  &:hover:not(:disabled) {
    background: transparent;
  }
`;

/** `/leads/routes/:id/questions`: the route's questions; add, delete, reorder by drag and drop or keyboard. */
export default function QuestionsPage() {
  const id = Number(useParams().id);
  const route = useFetch((signal) => getRoute(id, signal), [id]);
  const questions = useFetch((signal) => getQuestions(id, signal), [id]);
  usePageTitle(text.title(route.data?.name ?? null));
  const [order, setOrder] = useState<Question[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const [removing, setRemoving] = useState<Question | null>(null);
  const refusal = useRefusal();
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
      setAnnounce(text.moved(question.question, position, list.length));
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
  async function setStatus(status: 'active' | 'inactive') {
    refusal.clear();
    try {
      const answer = await changeRouteStatus(id, status);
      notify.success(answer.message ?? text.statusChanged);
      route.reload();
    } catch (failure) {
      refusal.fail(failure);
    }
  }

  return (
    <PageContainer title={text.title(route.data?.name ?? null)} actions={<Link to="/leads/routes">{text.back}</Link>}>
      <ProviderNav />
      {refusal.alert}
      <LoadState state={route}>
        {(info) => (
          <Box aria-label={text.routeStatus}>
            <Actions>
              <span>
                {text.status} <Badge $tone={ROUTE_STATUS[info.status]![1]}>{ROUTE_STATUS[info.status]![0]}</Badge>
              </span>
              {info.status === 'active' ? (
                <Button variant="secondary" size="sm" onClick={() => setStatus('inactive')}>
                  {text.deactivate}
                </Button>
              ) : (
                <Button size="sm" onClick={() => setStatus('active')}>
                  {text.activate}
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
            <EmptyState title={text.none}>{text.addFirst}</EmptyState>
          ) : (
            <>
              <Muted id="reorder-help">{text.reorderHelp}</Muted>
              <List aria-label={text.list}>
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
                      aria-label={text.moveHandle(index + 1, question.question)}
                      aria-describedby="reorder-help"
                    >
                      ⇅
                    </Handle>
                    <div>
                      <strong>
                        {index + 1}. {question.question}
                      </strong>
                      <Muted>
                        {ANSWER_TYPES[question.answer_type]} · {question.is_required ? text.required : text.optional}
                      </Muted>
                      {question.answer_type === 'single' || question.answer_type === 'multiple' ? (
                        <AnswerOptions question={question} onChange={reload} />
                      ) : null}
                      <Actions>
                        <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => move(question, index)}>
                          {text.up}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={index === list.length - 1}
                          onClick={() => move(question, index + 2)}
                        >
                          {text.down}
                        </Button>
                        <Button variant="danger" size="sm" onClick={() => setRemoving(question)}>
                          {text.remove}
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
        <h2 id="new-question">{text.add}</h2>
        <QuestionForm routeId={id} onAdded={reload} />
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        confirmLabel={text.removeConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            await deleteQuestion(removing!.id);
            notify.success(text.removed);
            reload();
          } catch (failure) {
            notify.error(errorMessage(failure));
          } finally {
            setRemoving(null);
          }
        }}
      >
        {text.removeText(removing?.question ?? '')}
      </ConfirmDialog>
    </PageContainer>
  );
}
