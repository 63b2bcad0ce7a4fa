import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import type { Question } from '../types';
import { AnswerOptions } from './AnswerOptions';
import { QuestionForm } from './QuestionForm';

jest.setTimeout(20_000);

describe('QuestionForm', () => {
  let api: ApiMock;
  afterEach(() => {
    jest.restoreAllMocks();
    api.restore();
    signOut();
  });

  it('asks for the question text and sends nothing without it', async () => {
    signIn('Company');
    api = mockApi(() => ok(null));
    renderAt(<QuestionForm routeId={5} onAdded={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await waitFor(() => expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });

  it('sends the question with its type and the required flag, then empties only the text', async () => {
    signIn('Company');
    api = mockApi((call) => (call.url === 'api/lead_route_question' ? ok({ id: 3 }, { message: 'Die Frage wurde angelegt.' }) : undefined));
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    const onAdded = jest.fn();
    renderAt(<QuestionForm routeId={5} onAdded={onAdded} />);
    expect(screen.getByLabelText('Antworttyp')).toHaveDisplayValue('Einfachauswahl');
    fireEvent.change(screen.getByLabelText(/^Frage/), { target: { value: 'Wie groß ist das Bad?' } });
    fireEvent.change(screen.getByLabelText('Antworttyp'), { target: { value: 'number' } });
    fireEvent.click(screen.getByLabelText('Pflichtfrage'));
    fireEvent.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(api.calls.find((call) => call.url === 'api/lead_route_question')?.data).toEqual({
      lead_route_id: 5,
      question: 'Wie groß ist das Bad?',
      answer_type: 'number',
      is_required: false,
    });
    expect(success).toHaveBeenCalledWith('Die Frage wurde angelegt.');
    await waitFor(() => expect(screen.getByLabelText(/^Frage/)).toHaveValue(''));
    expect(screen.getByLabelText('Antworttyp')).toHaveDisplayValue('Zahl');
  });
});

describe('AnswerOptions', () => {
  let api: ApiMock;
  afterEach(() => {
    api.restore();
    signOut();
  });

  const question = { id: 8, question: 'Welche Arbeiten?', answers: [{ id: 1, answer: 'Fliesen' }] } as Question;

  it('adds an option for the question and shows a refusal under the input', async () => {
    signIn('Company');
    api = mockApi((call) =>
      call.url === 'api/lead_route_answer'
        ? { status: 422, data: { status: false, message: 'Ungültig', errors: { answer: ['Diese Antwort gibt es schon.'] } } }
        : undefined,
    );
    renderAt(<AnswerOptions question={question} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Antwort „Fliesen“ löschen' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Neue Antwortmöglichkeit zu „Welche Arbeiten?“'), { target: { value: 'Fliesen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Antwort hinzufügen' }));
    await waitFor(() => expect(screen.getByText('Diese Antwort gibt es schon.')).toBeInTheDocument());
    expect(api.calls.find((call) => call.url === 'api/lead_route_answer')?.data).toEqual({ lead_route_question_id: 8, answer: 'Fliesen' });
  });
});
