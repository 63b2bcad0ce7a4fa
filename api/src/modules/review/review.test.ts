import { and, eq } from 'drizzle-orm';
import { favourites, notifications, outboxMessages, productReviews, reviewReports, shopProducts } from '../../db/schema';
import { placeDemoPurchase } from '../../db/seed/review';
import { bearer, createUserWithToken, json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import type { Envelope } from '../../../test/fixtures/envelope';
import { PRODUCT_ID_MESSAGE, RATING_MESSAGE, REVIEW_ID_MESSAGE, REVIEW_MIN_MESSAGE, TYPE_PROVIDER_MESSAGE } from './schemas';
import { ANONYMOUS_NAME, MESSAGES, moderateReview, REVIEW_POLICY_TEXT, summarise } from './service';
import { createTestProduct } from '../../../test/fixtures/checkout';

interface Review {
  id: number;
  product_id: number;
  rating: number;
  title: string | null;
  review: string;
  reviewer: { id: number | null; name: string };
  user_name: string;
  anonym: 0 | 1;
  verified_purchase: boolean;
  checked: 0 | 1;
  is_own: boolean;
  product?: { id: number; name: string; slug: string };
}

interface Summary {
  avg_rating: number;
  total_review: number;
  count_by_rating: Record<'rating_1' | 'rating_2' | 'rating_3' | 'rating_4' | 'rating_5', number>;
}

interface Overview {
  summary: Summary;
  policy: { only_verified_buyers: boolean; text: string };
  viewer: { logged_in: boolean; can_review: boolean; reason: string | null; own_review: Review | null };
}

type User = { id: number; token: string };

const suite = testSuite({ users: { provider: 'Company', buyer: 'User', stranger: 'User' } });
let product: { id: number; slug: string; name: string };

const text = 'Sehr gut verarbeitet und schnell geliefert.';

beforeEach(async () => {
  product = await createTestProduct(suite.context.db, suite.provider.id, { name: 'Eichen-Schneidebrett' });
  await placeDemoPurchase(suite.context.db, suite.buyer.id, product.id);
});

async function call<T = Review>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  const response = await suite.context.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

async function review(user: User, productId: number, rating: number, extra: object = {}) {
  const result = await call('POST', '/v2/sendProductReview2', user.token, { product_id: productId, rating, review: text, ...extra });
  expect(result.statusCode).toBe(200);
  return result.body.data;
}

async function buyerWhoBought(productId: number): Promise<User> {
  const user = await createUserWithToken(suite.context, 'User');
  await placeDemoPurchase(suite.context.db, user.id, productId);
  return user;
}

async function storedRating(productId: number) {
  const [row] = await suite.context.db
    .select({ avg: shopProducts.ratingAvg, count: shopProducts.ratingCount })
    .from(shopProducts)
    .where(eq(shopProducts.id, productId));
  return { avg: Number(row?.avg), count: row?.count };
}

describe('writing a review', () => {
  it('lets a buyer review with HTTP 200, marks it a verified purchase and updates the product rating', async () => {
    const { statusCode, body } = await call('POST', '/v2/sendProductReview2', suite.buyer.token, {
      product_id: product.id,
      rating: 4,
      title: 'Solide',
      review: `  ${text}  `,
    });
    expect(statusCode).toBe(200);
    expect(body.status).toBe(true);
    expect(body.message).toBe(MESSAGES.created);
    expect(body.data).toMatchObject({
      product_id: product.id,
      rating: 4,
      title: 'Solide',
      review: text,
      verified_purchase: true,
      checked: 1,
      anonym: 0,
      is_own: true,
      reviewer: { id: suite.buyer.id, name: 'Test K.' },
      user_name: 'Test K.',
    });
    expect(await storedRating(product.id)).toEqual({ avg: 4, count: 1 });
  });

  it('accepts the same review through /v2/sendProductReview and through /v2/rating with type product', async () => {
    const second = await createTestProduct(suite.context.db, suite.provider.id);
    await placeDemoPurchase(suite.context.db, suite.buyer.id, second.id);
    const viaOld = await call('POST', '/v2/sendProductReview', suite.buyer.token, { product_id: product.id, rating: 5, review: text });
    expect(viaOld.statusCode).toBe(200);
    const viaRating = await call('POST', '/v2/rating', suite.buyer.token, {
      type: 'product',
      type_instance: second.id,
      rating: 2,
      review: text,
    });
    expect(viaRating.statusCode).toBe(200);
    expect(viaRating.body.data).toMatchObject({ product_id: second.id, rating: 2, verified_purchase: true });
  });

  it('refuses a customer who did not buy the product with a clear German message', async () => {
    const { statusCode, body } = await call('POST', '/v2/sendProductReview2', suite.stranger.token, {
      product_id: product.id,
      rating: 5,
      review: text,
    });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ status: false, code: 'FORBIDDEN', message: MESSAGES.notBuyer });
    expect(body.errors).toEqual({ product_id: [MESSAGES.notBuyer] });
    expect(await suite.context.db.select().from(productReviews).where(eq(productReviews.productId, product.id))).toHaveLength(0);
  });

  it('allows one review per customer and product and points to editing instead', async () => {
    await review(suite.buyer, product.id, 5);
    const { statusCode, body } = await call('POST', '/v2/sendProductReview2', suite.buyer.token, {
      product_id: product.id,
      rating: 1,
      review: text,
    });
    expect(statusCode).toBe(409);
    expect(body.message).toBe(MESSAGES.alreadyReviewed);
    expect(body.errors).toEqual({ product_id: [MESSAGES.alreadyReviewed] });
    expect(await storedRating(product.id)).toEqual({ avg: 5, count: 1 });
  });

  it('requires product_id as a JSON number: the string "12" is a validation error', async () => {
    const { statusCode, body } = await call('POST', '/v2/sendProductReview2', suite.buyer.token, {
      product_id: String(product.id),
      rating: 5,
      review: text,
    });
    expect(statusCode).toBe(422);
    expect(body.status).toBe(false);
    expect(body.errors).toEqual({ product_id: [PRODUCT_ID_MESSAGE] });
    for (const bad of [0, -3, 1.5, 'abc', null, true]) {
      const result = await call('POST', '/v2/sendProductReview2', suite.buyer.token, { product_id: bad, rating: 5, review: text });
      expect(result.statusCode).toBe(422);
      expect(result.body.errors?.product_id).toEqual([PRODUCT_ID_MESSAGE]);
    }
  });

  it('answers every invalid field at once as an errors array per field', async () => {
    const { statusCode, body } = await call('POST', '/v2/sendProductReview2', suite.buyer.token, { rating: '4', review: 'kurz' });
    expect(statusCode).toBe(422);
    expect(body.errors).toEqual({
      product_id: ['Dieses Feld ist erforderlich.'],
      rating: [RATING_MESSAGE],
      review: [REVIEW_MIN_MESSAGE],
    });
    for (const rating of [0, 6, 3.5]) {
      const result = await call('POST', '/v2/sendProductReview2', suite.buyer.token, { product_id: product.id, rating, review: text });
      expect(result.body.errors).toEqual({ rating: [RATING_MESSAGE] });
    }
  });

  it('answers 404 for an unknown product and refuses reviewing a provider through /v2/rating', async () => {
    const unknown = await call('POST', '/v2/sendProductReview2', suite.buyer.token, { product_id: 999_999, rating: 5, review: text });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.productNotFound);
    const asProvider = await call('POST', '/v2/rating', suite.buyer.token, {
      type: 'provider',
      type_instance: suite.provider.id,
      rating: 5,
      review: text,
    });
    expect(asProvider.statusCode).toBe(422);
    expect(asProvider.body.errors).toEqual({ type: [TYPE_PROVIDER_MESSAGE] });
    const stringInstance = await call('POST', '/v2/rating', suite.buyer.token, {
      type: 'product',
      type_instance: String(product.id),
      rating: 5,
      review: text,
    });
    expect(stringInstance.body.errors).toEqual({ type_instance: [PRODUCT_ID_MESSAGE] });
  });

  it('is for customers only: providers get 403, visitors 401', async () => {
    const payload = { product_id: product.id, rating: 5, review: text };
    expect((await call('POST', '/v2/sendProductReview2', suite.provider.token, payload)).statusCode).toBe(403);
    const anonymous = await call('POST', '/v2/sendProductReview2', undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.code).toBe('TOKEN_INVALID');
  });

  it('keeps the count right and refuses the duplicate when reviews arrive at the same time', async () => {
    const others = await Promise.all([1, 2, 3].map(() => buyerWhoBought(product.id)));
    const payload = (rating: number) => ({ product_id: product.id, rating, review: text });
    const results = await Promise.all([
      call('POST', '/v2/sendProductReview2', suite.buyer.token, payload(5)),
      call('POST', '/v2/sendProductReview2', suite.buyer.token, payload(5)),
      ...others.map((user, index) => call('POST', '/v2/sendProductReview2', user.token, payload(index + 1))),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 200, 200, 409]);
    expect(await storedRating(product.id)).toEqual({ avg: 2.75, count: 4 });
  });

  it('notifies the provider of a new review', async () => {
    await review(suite.buyer, product.id, 5);
    const rows = await suite.context.db.select().from(notifications).where(eq(notifications.userId, suite.provider.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'new_review', title: 'Neue Bewertung' });
    expect(rows[0]?.body).toContain('Eichen-Schneidebrett');
  });

  it('shows an anonymous review without name and reviewer id', async () => {
    const data = await review(suite.buyer, product.id, 3, { anonym: 1 });
    expect(data).toMatchObject({ anonym: 1, reviewer: { id: null, name: ANONYMOUS_NAME }, user_name: ANONYMOUS_NAME });
  });
});

describe('editing and deleting', () => {
  it('lets the author change the review through /v2/updateProductReview and PUT /v2/rating/{id}', async () => {
    const created = await review(suite.buyer, product.id, 5);
    const updated = await call('POST', '/v2/updateProductReview', suite.buyer.token, {
      id: created.id,
      rating: 2,
      review: 'Leider nach zwei Wochen gerissen.',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe(MESSAGES.updated);
    expect(updated.body.data).toMatchObject({ id: created.id, rating: 2, review: 'Leider nach zwei Wochen gerissen.' });
    expect(await storedRating(product.id)).toEqual({ avg: 2, count: 1 });
    const put = await call('PUT', `/v2/rating/${created.id}`, suite.buyer.token, { rating: 3, review: text, title: 'Nachtrag' });
    expect(put.statusCode).toBe(200);
    expect(put.body.data).toMatchObject({ rating: 3, title: 'Nachtrag' });
    expect(await storedRating(product.id)).toEqual({ avg: 3, count: 1 });
  });

  it("refuses another customer's edit and delete with 404 and keeps the review", async () => {
    const created = await review(suite.buyer, product.id, 5);
    const edit = await call('POST', '/v2/updateProductReview', suite.stranger.token, { id: created.id, rating: 1, review: text });
    expect(edit.statusCode).toBe(404);
    expect(edit.body.message).toBe(MESSAGES.notOwner);
    expect((await call('PUT', `/v2/rating/${created.id}`, suite.stranger.token, { rating: 1, review: text })).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/deleteProductReview/${created.id}`, suite.stranger.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/rating/${created.id}`, suite.stranger.token)).statusCode).toBe(404);
    const [row] = await suite.context.db.select().from(productReviews).where(eq(productReviews.id, created.id));
    expect(row?.rating).toBe(5);
  });

  it('requires the review id of /v2/updateProductReview as a number and answers 404 for an unknown one', async () => {
    const created = await review(suite.buyer, product.id, 5);
    const stringId = await call('POST', '/v2/updateProductReview', suite.buyer.token, { id: String(created.id), rating: 1, review: text });
    expect(stringId.body.errors).toEqual({ id: [REVIEW_ID_MESSAGE] });
    const unknown = await call('POST', '/v2/updateProductReview', suite.buyer.token, { id: 999_999, rating: 1, review: text });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.reviewNotFound);
  });

  it('deletes the own review with 200 through either path and resets the product rating', async () => {
    const created = await review(suite.buyer, product.id, 4);
    const deleted = await call<{ id: number; product_id: number }>('DELETE', `/v2/deleteProductReview/${created.id}`, suite.buyer.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toMatchObject({ status: true, message: MESSAGES.deleted, data: { id: created.id, product_id: product.id } });
    expect(await storedRating(product.id)).toEqual({ avg: 0, count: 0 });
    const again = await review(suite.buyer, product.id, 2);
    expect((await call('DELETE', `/v2/rating/${again.id}`, suite.buyer.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/v2/rating/${again.id}`, suite.buyer.token)).statusCode).toBe(404);
  });
});

describe('reading reviews and the distribution', () => {
  it('summarises star counts: mean to one decimal, counts per star adding up to the total', () => {
    expect(
      summarise([
        { rating: 5, total: 1 },
        { rating: 4, total: 2 },
      ]),
    ).toMatchObject({
      avg_rating: 4.3,
      total_review: 3,
      count_by_rating: { rating_1: 0, rating_2: 0, rating_3: 0, rating_4: 2, rating_5: 1 },
    });
    expect(summarise([])).toMatchObject({ avg_rating: 0, total_review: 0 });
    expect(
      summarise([
        { rating: 1, total: 1 },
        { rating: 2, total: 1 },
      ]).avg_rating,
    ).toBe(1.5);
  });

  it('lists reviews newest first with the distribution in REST, the summary call and GraphQL', async () => {
    const second = await buyerWhoBought(product.id);
    const third = await buyerWhoBought(product.id);
    await review(suite.buyer, product.id, 5);
    await review(second, product.id, 4);
    const newest = await review(third, product.id, 4, { title: 'Neueste' });
    expect(await storedRating(product.id)).toEqual({ avg: 4.33, count: 3 });

    const list = await call<Review[]>('GET', `/api/v2/rating?type=product&type_instance=${product.id}&per_page=2`);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.map((item) => item.id)[0]).toBe(newest.id);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(list.body.data.every((item) => item.verified_purchase && !item.is_own)).toBe(true);

    const summary = await call<Overview>('GET', `/v2/rating-summary?type_instance=${product.id}`);
    expect(summary.body.data.summary).toEqual({
      avg_rating: 4.3,
      total_review: 3,
      count_by_rating: { rating_1: 0, rating_2: 0, rating_3: 0, rating_4: 2, rating_5: 1 },
    });
    expect(summary.body.data.policy).toEqual({ only_verified_buyers: true, text: REVIEW_POLICY_TEXT });

    const graph = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: bearer(third.token),
      payload: {
        query: `{ reviewsByProductId(product_id: ${product.id}, first: 2, page: 2) {
          data { id rating is_own verified_purchase reviewer { name } }
          paginatorInfo { count currentPage firstItem hasMorePages lastItem lastPage perPage total }
          summary { avg_rating total_review count_by_rating { rating_4 rating_5 } }
          policy { only_verified_buyers text }
          viewer { logged_in can_review reason own_review { id } } } }`,
      },
    });
    const result = json<{ data: { reviewsByProductId: Record<string, unknown> } }>(graph).data.reviewsByProductId;
    expect(result.paginatorInfo).toEqual({
      count: 1,
      currentPage: 2,
      firstItem: 3,
      hasMorePages: false,
      lastItem: 3,
      lastPage: 2,
      perPage: 2,
      total: 3,
    });
    expect(result.data).toEqual([
      { id: expect.any(Number), rating: 5, is_own: false, verified_purchase: true, reviewer: { name: 'Test K.' } },
    ]);
    expect(result.summary).toEqual({ avg_rating: 4.3, total_review: 3, count_by_rating: { rating_4: 2, rating_5: 1 } });
    expect(result.viewer).toEqual({
      logged_in: true,
      can_review: false,
      reason: MESSAGES.alreadyReviewedShort,
      own_review: { id: newest.id },
    });
  });

  it('tells each visitor whether they may review: buyer, non-buyer, provider, visitor', async () => {
    const viewer = async (token?: string) =>
      (await call<Overview>('GET', `/v2/rating-summary?type=product&type_instance=${product.id}`, token)).body.data.viewer;
    expect(await viewer(suite.buyer.token)).toEqual({ logged_in: true, can_review: true, reason: null, own_review: null });
    expect(await viewer(suite.stranger.token)).toMatchObject({ can_review: false, reason: MESSAGES.notBuyerShort });
    expect(await viewer(suite.provider.token)).toMatchObject({ can_review: false, reason: MESSAGES.providersCannotReview });
    expect(await viewer()).toEqual({ logged_in: false, can_review: false, reason: MESSAGES.loginToReview, own_review: null });
  });

  it("aggregates a provider's rating over all its products and leaves reviews the operator hid out", async () => {
    const other = await createTestProduct(suite.context.db, suite.provider.id, { name: 'Walnuss-Brett' });
    await placeDemoPurchase(suite.context.db, suite.buyer.id, other.id);
    await review(suite.buyer, product.id, 5);
    const hidden = await review(suite.buyer, other.id, 1);
    const summary = async () =>
      (await call<Overview>('GET', `/v2/rating-summary?type=provider&type_instance=${suite.provider.id}`)).body.data.summary;
    expect(await summary()).toMatchObject({ avg_rating: 3, total_review: 2 });
    const list = await call<Review[]>('GET', `/api/v2/rating?type=provider&type_instance=${suite.provider.id}`);
    expect(list.body.data.map((item) => item.product?.name).sort()).toEqual(['Eichen-Schneidebrett', 'Walnuss-Brett']);

    await call('POST', '/v2/rating-report', suite.stranger.token, { rating_id: hidden.id, reason: 'spam' });
    await moderateReview(suite.context.db, hidden.id, 'hide');
    const [report] = await suite.context.db.select().from(reviewReports).where(eq(reviewReports.reviewId, hidden.id));
    expect(report?.status).toBe('upheld');
    expect(await summary()).toMatchObject({ avg_rating: 5, total_review: 1 });
    expect(await storedRating(other.id)).toEqual({ avg: 0, count: 0 });
    expect((await call<Review[]>('GET', `/api/v2/rating?type=product&type_instance=${other.id}`)).body.meta?.total).toBe(0);
  });

  it('refuses GraphQL page sizes and ids out of range with field errors', async () => {
    const graph = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `{ reviewsByProductId(product_id: 0, first: 51, page: 0) { paginatorInfo { total } } }` },
    });
    const error = json<{ errors: Array<{ extensions: { code: string; errors: Record<string, string[]> } }> }>(graph).errors[0];
    expect(error?.extensions.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error?.extensions.errors ?? {}).sort()).toEqual(['first', 'page', 'product_id']);
  });

  it('answers 404 for reviews of an unknown product, in REST and GraphQL', async () => {
    expect((await call('GET', '/api/v2/rating?type=product&type_instance=999999')).statusCode).toBe(404);
    const graph = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ reviewsByProductId(product_id: 999999) { paginatorInfo { total } } }' },
    });
    expect(json<{ errors: Array<{ extensions: { code: string } }> }>(graph).errors[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('account deletion', () => {
  it('keeps the review of a deleted account but shows it anonymously, and drops its favourites', async () => {
    const created = await review(suite.buyer, product.id, 4);
    await call('POST', '/api/add-favourite', suite.buyer.token, { id: product.id, type: 'product' });
    const deletion = await suite.context.app.inject({
      method: 'POST',
      url: '/accountDeletion',
      headers: bearer(suite.buyer.token),
      payload: {},
    });
    expect(deletion.statusCode).toBe(200);
    const { body } = await call<Review[]>('GET', `/api/v2/rating?type=product&type_instance=${product.id}`);
    expect(body.data).toEqual([
      expect.objectContaining({ id: created.id, rating: 4, anonym: 1, reviewer: { id: null, name: ANONYMOUS_NAME } }),
    ]);
    expect(await suite.context.db.select().from(favourites).where(eq(favourites.userId, suite.buyer.id))).toHaveLength(0);
  });
});

describe('reporting a review', () => {
  it('stores the report, notifies the provider and e-mails the moderation mailbox', async () => {
    const created = await review(suite.buyer, product.id, 1);
    const { statusCode, body } = await call<{ id: number; rating_id: number; reason: string; status: string }>(
      'POST',
      '/sendProductRatingReport',
      suite.stranger.token,
      { rating_id: created.id, reason: 'offensive', message: 'Enthält Beleidigungen gegen den Händler.' },
    );
    expect(statusCode).toBe(200);
    expect(body.message).toBe(MESSAGES.reported);
    expect(body.data).toMatchObject({ rating_id: created.id, reason: 'offensive', status: 'open' });
    const [stored] = await suite.context.db.select().from(reviewReports).where(eq(reviewReports.id, body.data.id));
    expect(stored).toMatchObject({ reviewId: created.id, reporterId: suite.stranger.id, reason: 'offensive', status: 'open' });
    const notes = await suite.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, suite.provider.id), eq(notifications.title, 'Bewertung gemeldet')));
    expect(notes).toHaveLength(1);
    const mails = await suite.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, suite.context.config.moderationEmail));
    expect(mails.some((mail) => mail.body.includes(`Bewertung ${created.id}`) && mail.body.includes('Beleidigend oder unangemessen'))).toBe(
      true,
    );
  });

  it('accepts a report from the provider through /v2/rating-report and refuses a second one by the same user', async () => {
    const created = await review(suite.buyer, product.id, 1);
    const first = await call('POST', '/v2/rating-report', suite.provider.token, { rating_id: created.id, reason: 'false_facts' });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', '/v2/rating-report', suite.provider.token, { rating_id: created.id, reason: 'spam' });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe(MESSAGES.alreadyReported);
  });

  it('refuses reporting the own review, an unknown review, "other" without description and visitors', async () => {
    const created = await review(suite.buyer, product.id, 4);
    const own = await call('POST', '/v2/rating-report', suite.buyer.token, { rating_id: created.id, reason: 'spam' });
    expect(own.statusCode).toBe(422);
    expect(own.body.errors).toEqual({ rating_id: [MESSAGES.ownReport] });
    expect((await call('POST', '/v2/rating-report', suite.stranger.token, { rating_id: 999_999, reason: 'spam' })).statusCode).toBe(404);
    const other = await call('POST', '/v2/rating-report', suite.stranger.token, { rating_id: created.id, reason: 'other' });
    expect(other.statusCode).toBe(422);
    expect(other.body.errors?.message).toHaveLength(1);
    const badReason = await call('POST', '/v2/rating-report', suite.stranger.token, { rating_id: created.id, reason: 'langweilig' });
    expect(badReason.body.errors?.reason).toEqual(['Bitte wählen Sie einen Grund für die Meldung.']);
    expect((await call('POST', '/v2/rating-report', undefined, { rating_id: created.id, reason: 'spam' })).statusCode).toBe(401);
  });

  it('lists the report reasons with German labels', async () => {
    const { body } = await call<Array<{ value: string; label: string }>>('GET', '/v2/rating-report-reasons');
    expect(body.data).toContainEqual({ value: 'spam', label: 'Werbung oder Spam' });
    expect(body.data).toHaveLength(6);
  });
});
