import { bearer, createUserWithToken, json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import {
  ANSWERS_ONLY_FOR_CHOICE,
  CHOICE_WITHOUT_ANSWERS_MESSAGE,
  CTA_NOT_FOUND,
  NO_QUESTIONS_MESSAGE,
  QUESTION_NOT_FOUND,
  ROUTE_NOT_FOUND,
  ANSWER_NOT_FOUND,
  LAST_QUESTION_MESSAGE,
} from './routes-service';
import { POSTAL_CODE_MESSAGE, RADIUS_MESSAGE } from './schemas';

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  meta?: { total: number };
  errors?: Record<string, string[]>;
}
interface Route {
  id: number;
  name: string;
  slug: string;
  status: string;
  question_count: number;
}
interface Question {
  id: number;
  question: string;
  position: number;
  answer_type: string;
  answers: { id: number; answer: string; position: number }[];
}

const suite = testSuite();
let owner: { id: number; token: string };
let other: { id: number; token: string };
let customer: { id: number; token: string };

beforeAll(async () => {
  owner = await createUserWithToken(suite.context, 'Company');
  other = await createUserWithToken(suite.context, 'Company');
  customer = await createUserWithToken(suite.context, 'User');
});

async function call<T>(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await suite.context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: json<Envelope<T>>(response) };
}

async function newRoute(token = owner.token, name = 'Badsanierung Berlin') {
  const { status, body } = await call<Route>(token, 'POST', '/api/lead_routes', {
    name,
    world_category_id: 1,
    postal_code: '10115',
    radius: 30,
  });
  expect(status).toBe(201);
  return body.data;
}

async function addQuestion(routeId: number, question: string, answerType = 'text') {
  const { status, body } = await call<Question>(owner.token, 'POST', '/api/lead_route_question', {
    lead_route_id: routeId,
    question,
    answer_type: answerType,
  });
  expect(status).toBe(201);
  return body.data;
}

describe('lead routes', () => {
  it('creates a route as a draft with a slug, lists it and answers its info', async () => {
    const route = await newRoute();
    expect(route).toMatchObject({ status: 'draft', slug: 'badsanierung-berlin', question_count: 0 });
    const second = await newRoute(owner.token, 'Badsanierung Berlin');
    expect(second.slug).toBe('badsanierung-berlin-2');
    const list = await call<Route[]>(owner.token, 'GET', '/api/lead_routes');
    expect(list.body.data.map((row) => row.id)).toEqual(expect.arrayContaining([route.id, second.id]));
    const info = await call<Route>(owner.token, 'GET', `/api/getLeadRouteInfo?id=${route.id}`);
    expect(info.body.data.name).toBe('Badsanierung Berlin');
  });

  it('refuses bad input with German field messages (422)', async () => {
    const { status, body } = await call(owner.token, 'POST', '/api/lead_routes', {
      name: '',
      world_category_id: 999,
      postal_code: '1234',
      radius: 900,
    });
    expect(status).toBe(422);
    expect(body.errors?.postal_code).toContain(POSTAL_CODE_MESSAGE);
    expect(body.errors?.radius).toContain(RADIUS_MESSAGE);
    expect(body.errors?.name).toContain('Dieses Feld ist erforderlich.');
    const unknownCategory = await call(owner.token, 'POST', '/api/lead_routes', {
      name: 'X',
      world_category_id: 999,
      postal_code: '10115',
      radius: 10,
    });
    expect(unknownCategory.status).toBe(422);
    expect(unknownCategory.body.errors?.world_category_id).toEqual(['Diese Kategorie gibt es nicht.']);
  });

  it('activates only a route with questions whose choice questions have two answers; active ⇄ inactive', async () => {
    const route = await newRoute(owner.token, 'Statusroute');
    const empty = await call(owner.token, 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'active' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.status).toEqual([NO_QUESTIONS_MESSAGE]);
    const draftOff = await call(owner.token, 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'inactive' });
    expect(draftOff.status).toBe(422);

    const choice = await addQuestion(route.id, 'Welche Art von Bad?', 'single');
    const noAnswers = await call(owner.token, 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'active' });
    expect(noAnswers.body.errors?.status).toEqual([CHOICE_WITHOUT_ANSWERS_MESSAGE]);
    await call(owner.token, 'POST', '/api/lead_route_answer', { lead_route_question_id: choice.id, answer: 'Vollbad' });
    await call(owner.token, 'POST', '/api/lead_route_answer', { lead_route_question_id: choice.id, answer: 'Gäste-WC' });

    const active = await call<Route>(owner.token, 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'active' });
    expect(active.status).toBe(200);
    expect(active.body.data.status).toBe('active');
    expect(active.body.message).toBe('Die Anfragestrecke ist jetzt aktiv.');
    const inactive = await call<Route>(owner.token, 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'inactive' });
    expect(inactive.body.data.status).toBe('inactive');
    const again = await call<Route>(owner.token, 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'active' });
    expect(again.body.data.status).toBe('active');

    const last = await call(owner.token, 'DELETE', `/api/lead_route_question/${choice.id}`);
    expect(last.status).toBe(422);
    expect(last.body.errors?.lead_route_question_id).toEqual([LAST_QUESTION_MESSAGE]);
  });

  it('updates and deletes a route', async () => {
    const route = await newRoute(owner.token, 'Zum Löschen');
    const updated = await call<Route>(owner.token, 'POST', '/api/lead_routes_update', {
      id: route.id,
      name: 'Umbenannt',
      world_category_id: 2,
      postal_code: '80331',
      radius: 50,
    });
    expect(updated.body.data).toMatchObject({ name: 'Umbenannt', slug: 'umbenannt' });
    expect((await call(owner.token, 'DELETE', `/api/deleteLeadRoute/${route.id}`)).status).toBe(200);
    expect((await call(owner.token, 'GET', `/api/getLeadRouteInfo?id=${route.id}`)).status).toBe(404);
  });
});

describe('questions and answers', () => {
  it('appends questions, moves one and renumbers all 1…n; deleting renumbers the rest', async () => {
    const route = await newRoute(owner.token, 'Reihenfolge');
    const a = await addQuestion(route.id, 'Erste');
    const b = await addQuestion(route.id, 'Zweite', 'number');
    const c = await addQuestion(route.id, 'Dritte', 'file');
    expect([a.position, b.position, c.position]).toEqual([1, 2, 3]);

    const moved = await call<Question[]>(
      owner.token,
      'GET',
      `/api/lead_route_question_override_positions?lead_route_question_id=${c.id}&position=1`,
    );
    expect(moved.body.data.map((q) => [q.question, q.position])).toEqual([
      ['Dritte', 1],
      ['Erste', 2],
      ['Zweite', 3],
    ]);

    const movedBack = await call<Question[]>(owner.token, 'POST', '/api/lead_route_question_override_positions', {
      lead_route_question_id: c.id,
      position: 99,
    });
    expect(movedBack.body.data.map((q) => q.question)).toEqual(['Erste', 'Zweite', 'Dritte']);

    await call(owner.token, 'DELETE', `/api/lead_route_question/${a.id}`);
    const byRoute = await call<Question[]>(owner.token, 'GET', `/api/getQuestionsByLeadRoute?lead_route_id=${route.id}`);
    expect(byRoute.body.data.map((q) => [q.question, q.position])).toEqual([
      ['Zweite', 1],
      ['Dritte', 2],
    ]);

    const list = await call<Question[]>(owner.token, 'GET', `/api/lead_route_questions?lead_route_id=${route.id}`);
    expect(list.body.meta?.total).toBe(2);
  });

  it('keeps answers to choice questions, reorders them and refuses them for other types', async () => {
    const route = await newRoute(owner.token, 'Antworten');
    const choice = await addQuestion(route.id, 'Zimmer?', 'multiple');
    const text = await addQuestion(route.id, 'Beschreibung', 'text');
    const refused = await call(owner.token, 'POST', '/api/lead_route_answer', { lead_route_question_id: text.id, answer: 'X' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.lead_route_question_id).toEqual([ANSWERS_ONLY_FOR_CHOICE]);

    const ids: number[] = [];
    for (const answer of ['Küche', 'Bad', 'Flur']) {
      const created = await call<{ id: number }>(owner.token, 'POST', '/api/lead_route_answer', {
        lead_route_question_id: choice.id,
        answer,
      });
      ids.push(created.body.data.id);
    }
    const moved = await call<{ answer: string; position: number }[]>(
      owner.token,
      'GET',
      `/api/lead_route_answer_override_positions?lead_route_answer_id=${ids[2]}&position=2`,
    );
    expect(moved.body.data.map((row) => `${row.position}:${row.answer}`)).toEqual(['1:Küche', '2:Flur', '3:Bad']);

    const updated = await call<{ answer: string }>(owner.token, 'POST', '/api/lead_route_answer_update', {
      lead_route_answer_id: ids[0],
      answer: 'Wohnküche',
    });
    expect(updated.body.data.answer).toBe('Wohnküche');
    expect(
      (await call<{ answer: string }>(owner.token, 'GET', `/api/lead_route_answer?lead_route_answer_id=${ids[0]}`)).body.data.answer,
    ).toBe('Wohnküche');
    await call(owner.token, 'DELETE', `/api/lead_route_answer/${ids[2]}`);
    const rest = await call<{ answer: string; position: number }[]>(
      owner.token,
      'GET',
      `/api/lead_route_answers?lead_route_question_id=${choice.id}`,
    );
    expect(rest.body.data.map((row) => `${row.position}:${row.answer}`)).toEqual(['1:Wohnküche', '2:Bad']);

    const detail = await call<Question>(owner.token, 'GET', `/api/lead_route_question?lead_route_question_id=${choice.id}`);
    expect(detail.body.data.answers).toHaveLength(2);
    const typeChange = await call(owner.token, 'POST', '/api/lead_route_question_update', {
      lead_route_question_id: choice.id,
      question: 'Zimmer?',
      answer_type: 'text',
    });
    expect(typeChange.status).toBe(422);
  });

  it('hides a draft route’s questions from everyone but its owner', async () => {
    const route = await newRoute(owner.token, 'Geheim');
    await addQuestion(route.id, 'Frage');
    expect(
      (await suite.context.app.inject({ method: 'GET', url: `/api/getQuestionsByLeadRoute?lead_route_id=${route.id}` })).statusCode,
    ).toBe(404);
    expect((await call(customer.token, 'GET', `/api/getQuestionsByLeadRoute?lead_route_id=${route.id}`)).status).toBe(404);
    expect((await call(owner.token, 'GET', `/api/getQuestionsByLeadRoute?lead_route_id=${route.id}`)).status).toBe(200);
  });
});

describe('another provider’s objects answer 404', () => {
  it('for every route, question and answer call', async () => {
    const route = await newRoute(owner.token, 'Fremdzugriff');
    const question = await addQuestion(route.id, 'Auswahl', 'single');
    const answer = (
      await call<{ id: number }>(owner.token, 'POST', '/api/lead_route_answer', { lead_route_question_id: question.id, answer: 'Ja' })
    ).body.data;
    const attempts: [string, 'GET' | 'POST' | 'DELETE', string, object | undefined, string][] = [
      ['info', 'GET', `/api/getLeadRouteInfo?id=${route.id}`, undefined, ROUTE_NOT_FOUND],
      [
        'update',
        'POST',
        '/api/lead_routes_update',
        { id: route.id, name: 'X', world_category_id: 1, postal_code: '10115', radius: 5 },
        ROUTE_NOT_FOUND,
      ],
      ['status', 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'active' }, ROUTE_NOT_FOUND],
      ['delete', 'DELETE', `/api/deleteLeadRoute/${route.id}`, undefined, ROUTE_NOT_FOUND],
      [
        'new question',
        'POST',
        '/api/lead_route_question',
        { lead_route_id: route.id, question: 'X', answer_type: 'text' },
        ROUTE_NOT_FOUND,
      ],
      ['question', 'GET', `/api/lead_route_question?lead_route_question_id=${question.id}`, undefined, QUESTION_NOT_FOUND],
      [
        'question update',
        'POST',
        '/api/lead_route_question_update',
        { lead_route_question_id: question.id, question: 'X', answer_type: 'single' },
        QUESTION_NOT_FOUND,
      ],
      ['question delete', 'DELETE', `/api/lead_route_question/${question.id}`, undefined, QUESTION_NOT_FOUND],
      [
        'question move',
        'GET',
        `/api/lead_route_question_override_positions?lead_route_question_id=${question.id}&position=1`,
        undefined,
        QUESTION_NOT_FOUND,
      ],
      ['questions by route', 'GET', `/api/getQuestionsByLeadRoute?lead_route_id=${route.id}`, undefined, ROUTE_NOT_FOUND],
      ['answers', 'GET', `/api/lead_route_answers?lead_route_question_id=${question.id}`, undefined, QUESTION_NOT_FOUND],
      ['new answer', 'POST', '/api/lead_route_answer', { lead_route_question_id: question.id, answer: 'X' }, QUESTION_NOT_FOUND],
      ['answer', 'GET', `/api/lead_route_answer?lead_route_answer_id=${answer.id}`, undefined, ANSWER_NOT_FOUND],
      ['answer update', 'POST', '/api/lead_route_answer_update', { lead_route_answer_id: answer.id, answer: 'X' }, ANSWER_NOT_FOUND],
      ['answer delete', 'DELETE', `/api/lead_route_answer/${answer.id}`, undefined, ANSWER_NOT_FOUND],
      [
        'answer move',
        'GET',
        `/api/lead_route_answer_override_positions?lead_route_answer_id=${answer.id}&position=1`,
        undefined,
        ANSWER_NOT_FOUND,
      ],
    ];
    for (const [name, method, url, payload, message] of attempts) {
      const { status, body } = await call(other.token, method, url, payload);
      expect([name, status, body.message]).toEqual([name, 404, message]);
    }
    const list = await call<Route[]>(other.token, 'GET', '/api/lead_routes');
    expect(list.body.data.find((row) => row.id === route.id)).toBeUndefined();
    expect((await call<Question[]>(other.token, 'GET', '/api/lead_route_questions')).body.data).toEqual([]);
    expect((await call(owner.token, 'GET', `/api/getLeadRouteInfo?id=${route.id}`)).status).toBe(200);
  });
});

describe('calls to action', () => {
  it('stores, lists, updates, switches and deletes with a server message; others get 404', async () => {
    const route = await newRoute(owner.token, 'CTA-Route');
    const stored = await call<{ id: number; status: string; lead_route: { id: number } | null }>(
      owner.token,
      'POST',
      '/api/storeCallToAction',
      {
        title: 'Kostenloses Angebot',
        text: 'In 2 Minuten angefragt.',
        button_text: 'Jetzt anfragen',
        button_url: '/world-category/lead/badsanierung',
        lead_route_id: route.id,
      },
    );
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ status: 'inactive', lead_route: { id: route.id } });
    const id = stored.body.data.id;

    const switched = await call<{ status: string }>(owner.token, 'POST', '/changeStatusOfCallToAction', { id, status: 'active' });
    expect(switched.body).toMatchObject({ status: true, message: 'Die Aktionsbox ist jetzt sichtbar.', data: { status: 'active' } });
    const badStatus = await call(owner.token, 'POST', '/changeStatusOfCallToAction', { id, status: 'gelöscht' });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors?.status).toEqual(['Der Status muss active oder inactive sein.']);

    const badUrl = await call(owner.token, 'POST', '/api/updateCallToAction', {
      id,
      title: 'X',
      button_text: 'Los',
      button_url: 'javascript:alert(1)',
    });
    expect(badUrl.status).toBe(422);
    const updated = await call<{ title: string; lead_route: null }>(owner.token, 'POST', '/api/updateCallToAction', {
      id,
      title: 'Neu',
      button_text: 'Los',
    });
    expect(updated.body.data).toMatchObject({ title: 'Neu', lead_route: null });

    const list = await call<{ id: number }[]>(owner.token, 'GET', '/api/getCallToActions');
    expect(list.body.data.map((row) => row.id)).toContain(id);
    expect((await call(owner.token, 'GET', `/api/getCallToAction/${id}`)).status).toBe(200);

    for (const [method, url, payload] of [
      ['GET', `/api/getCallToAction/${id}`, undefined],
      ['POST', '/api/updateCallToAction', { id, title: 'X', button_text: 'X' }],
      ['POST', '/changeStatusOfCallToAction', { id, status: 'inactive' }],
      ['DELETE', `/api/deleteCallToAction/${id}`, undefined],
    ] as const) {
      const { status, body } = await call(other.token, method, url, payload);
      expect([url, status, body.message]).toEqual([url, 404, CTA_NOT_FOUND]);
    }
    const foreignRoute = await call(other.token, 'POST', '/api/storeCallToAction', {
      title: 'X',
      button_text: 'X',
      lead_route_id: route.id,
    });
    expect(foreignRoute.status).toBe(422);

    expect((await call(owner.token, 'DELETE', `/api/deleteCallToAction/${id}`)).body.message).toBe('Die Aktionsbox wurde gelöscht.');
    expect((await call(owner.token, 'GET', `/api/getCallToAction/${id}`)).status).toBe(404);
  });

  it('answers 403 to a customer', async () => {
    expect((await call(customer.token, 'GET', '/api/getCallToActions')).status).toBe(403);
    expect((await call(customer.token, 'GET', '/api/lead_routes')).status).toBe(403);
  });
});
