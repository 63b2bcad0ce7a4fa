import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type Reply } from '@marktplatz/shared/testing';
import { ReviewsSection } from './ReviewsSection';

const summary = { avg_rating: 4, total_review: 4, count_by_rating: { rating_1: 0, rating_2: 1, rating_3: 0, rating_4: 1, rating_5: 2 } };
const policy = { only_verified_buyers: true, text: 'Nur Käufer dieses Produkts können Bewertungen abgeben.' };

function reviewApi(viewer: object, send: () => Reply) {
  return mockApi((call) => {
    if (call.url === 'v2/rating-summary') return ok({ summary, policy, viewer });
    if (call.url === 'api/v2/rating')
      return { status: 200, data: { status: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } } };
    if (call.url === 'v2/sendProductReview2') return send();
    return undefined;
  });
}

/** Lets the form register its fields (their effects run after the render the fetch caused). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

function fillReview() {
  fireEvent.click(screen.getByRole('radio', { name: '4 Sterne' }));
  fireEvent.change(screen.getByLabelText(/Ihre Erfahrung/), { target: { value: 'Sitzt gut und ist schnell angekommen.' } });
  fireEvent.click(screen.getByTestId('review-submit'));
}

describe('ReviewsSection', () => {
  let api: ReturnType<typeof reviewApi>;
  beforeEach(() => {
    authStore.reset();
    signIn('User');
  });
  afterEach(() => api.restore());

  it('shows the rating distribution bars and the review check notice', async () => {
    api = reviewApi(
      { logged_in: true, can_review: false, reason: 'Nur Käufer dieses Produkts können eine Bewertung abgeben.', own_review: null },
      () => ok(null),
    );
    renderAt(<ReviewsSection productId={42} />, '/product/x');
    const bars = await screen.findByRole('list', { name: 'Verteilung der Bewertungen' });
    expect(within(bars).getByLabelText('5 Sterne: 2 (50 %)')).toBeInTheDocument();
    expect(within(bars).getByLabelText('2 Sterne: 1 (25 %)')).toBeInTheDocument();
    expect(screen.getByTestId('review-policy')).toHaveTextContent(policy.text);
    expect(screen.getByTestId('review-not-allowed')).toHaveTextContent('Nur Käufer dieses Produkts können eine Bewertung abgeben.');
  });

  it('sends a numeric product_id and shows the server errors array on the form', async () => {
    api = reviewApi({ logged_in: true, can_review: true, own_review: null }, () => ({
      status: 422,
      data: {
        status: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte schreiben Sie mindestens 10 Zeichen.',
        errors: { review: ['Bitte schreiben Sie mindestens 10 Zeichen.'], title: ['Höchstens 120 Zeichen erlaubt.'] },
      },
    }));
    renderAt(<ReviewsSection productId={42} />, '/product/x');
    await screen.findByTestId('review-form');
    await screen.findByText('Zu diesem Produkt gibt es noch keine Bewertungen.');
    await settle();
    fillReview();
    const list = await screen.findByTestId('review-errors');
    expect(within(list).getByText('Bitte schreiben Sie mindestens 10 Zeichen.')).toBeInTheDocument();
    expect(within(list).getByText('Höchstens 120 Zeichen erlaubt.')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.url === 'v2/sendProductReview2');
    expect(sent?.data).toEqual({ product_id: 42, rating: 4, review: 'Sitzt gut und ist schnell angekommen.', anonym: false });
    expect(typeof (sent?.data as { product_id: unknown }).product_id).toBe('number');
  });

  it('treats only HTTP 200 as success: another status shows a warning with the server message', async () => {
    api = reviewApi({ logged_in: true, can_review: true, own_review: null }, () => ({
      status: 201,
      data: { status: true, message: 'Angelegt, aber nicht geprüft.' },
    }));
    renderAt(<ReviewsSection productId={42} />, '/product/x');
    await screen.findByTestId('review-form');
    await screen.findByText('Zu diesem Produkt gibt es noch keine Bewertungen.');
    await settle();
    fillReview();
    expect(await screen.findByTestId('review-errors')).toHaveTextContent('Angelegt, aber nicht geprüft.');
  });

  it('reloads the reviews after a successful review (HTTP 200)', async () => {
    api = reviewApi({ logged_in: true, can_review: true, own_review: null }, () =>
      ok({ id: 9 }, { message: 'Vielen Dank! Ihre Bewertung wurde veröffentlicht.' }),
    );
    renderAt(<ReviewsSection productId={42} />, '/product/x');
    await screen.findByTestId('review-form');
    await screen.findByText('Zu diesem Produkt gibt es noch keine Bewertungen.');
    await settle();
    fillReview();
    await waitFor(() => expect(api.calls.filter((call) => call.url === 'v2/rating-summary')).toHaveLength(2));
  });
});
