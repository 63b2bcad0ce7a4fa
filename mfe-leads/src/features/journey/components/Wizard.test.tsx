import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import type { WorldRoute } from '../types';
import { Wizard } from './Wizard';

jest.setTimeout(20_000);

const route = {
  id: 3,
  slug: 'bad-nord',
  name: 'Bad',
  description: '',
  radius: 30,
  postal_code: '10115',
  provider: { id: 1, name: 'Bad GmbH' },
} as WorldRoute;
const questions = [
  {
    id: 11,
    question: 'Welche Arbeiten?',
    answer_type: 'single',
    is_required: true,
    answers: [
      { id: 21, answer: 'Fliesen' },
      { id: 22, answer: 'Sanitär' },
    ],
  },
  { id: 12, question: 'Wie groß ist das Bad?', answer_type: 'number', is_required: false, answers: [] },
];

describe('Wizard', () => {
  let api: ApiMock;
  afterEach(() => {
    jest.restoreAllMocks();
    api.restore();
    signOut();
  });

  function answer(lead: () => ReturnType<typeof ok> | { status: number; data: unknown }) {
    api = mockApi((call) => {
      if (call.url === 'api/getQuestionsByLeadRoute') return ok(questions);
      if (call.url === 'api/providerByLeadRoute') return ok({ providers: [], call_to_actions: [] });
      if (call.url === 'api/lead') return lead();
      if (call.url === 'api/inquiry_confirmation_contents')
        return ok({ title: 'Danke!', text: 'Ihre Anfrage ist unterwegs.', steps: ['Angebote abwarten'] });
      return undefined;
    });
  }

  it('sends the chosen answer as its id, the number as typed and an empty postal code as null, then confirms', async () => {
    signIn('User');
    answer(() => ok({ id: 40 }));
    renderAt(<Wizard route={route} />);
    await screen.findByLabelText('Sanitär');
    // Let the form register its fields (effects) before the first input, as a person's first click always does.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByLabelText('Sanitär'));
    fireEvent.change(screen.getByLabelText('Wie groß ist das Bad?'), { target: { value: '8,5' } });
    fireEvent.change(screen.getByLabelText('Nachricht an die Anbieter'), { target: { value: 'Bitte bald.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Danke!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'api/lead')?.data).toEqual({
      lead_route_id: 3,
      answers: [
        { lead_route_question_id: 11, answer: 22 },
        { lead_route_question_id: 12, answer: '8,5' },
      ],
      provider_ids: [],
      message: 'Bitte bald.',
      postal_code: null,
    });
  });

  it('shows the API’s refusal of an answer in its question and says to check the marked answers', async () => {
    signIn('User');
    answer(() => ({
      status: 422,
      data: { status: false, message: 'Ungültig', errors: { 'answers.11': ['Bitte beantworten Sie diese Frage.'] } },
    }));
    const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
    renderAt(<Wizard route={route} />);
    await screen.findByLabelText('Sanitär');
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.getByText('Bitte beantworten Sie diese Frage.')).toBeInTheDocument());
    expect(document.querySelector('[data-question-id="11"]')).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveBeenCalledWith('Bitte prüfen Sie die markierten Angaben.');
  });
});
