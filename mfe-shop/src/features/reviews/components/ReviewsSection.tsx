import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ConfirmDialog, ErrorState, formatDate, loginPathFor, Pagination, Spinner, useAuth, useFetch } from '@marktplatz/shared';
import { Actions, Alert, Muted } from '@marktplatz/shared/kit';
import { Stars } from '../../../components/Stars';
import { LinkButton } from '../../../lib/ui';
import { messages } from '../../../messages';
import { deleteProductReview } from '../api/deleteProductReview';
import { getReviewOverview } from '../api/getReviewOverview';
import { getReviews } from '../api/getReviews';
import { sendProductReview } from '../api/sendProductReview';
import { updateProductReview } from '../api/updateProductReview';
import { runReviewCall } from '../lib/reviewResult';
import type { RatingSummary, Review } from '../types';
import { RatingDistribution } from './RatingDistribution';
import { ReportDialog } from './ReportDialog';
import { ReportContentButton } from '../../report';
import { ReviewForm } from './ReviewForm';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  > li {
    padding: ${({ theme }) => theme.space.md} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    white-space: pre-line;
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Notice = styled.details`
  margin: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    min-height: 32px;
  }
`;

function ReviewItem({ review, onReport, canReport }: { review: Review; onReport: () => void; canReport: boolean }) {
  return (
    <li data-testid="review">
      <Stars rating={review.rating} />
      {review.title ? <h3>{review.title}</h3> : null}
      <p>{review.review}</p>
      <Muted>
        {messages.reviews.byline(
          review.reviewer?.name || review.user_name || messages.reviews.verifiedBuyer,
          formatDate(review.review_date),
        )}{' '}
        {review.verified_purchase ? <Badge>{messages.reviews.verifiedPurchase}</Badge> : null}
      </Muted>
      {canReport && !review.is_own ? <LinkButton onClick={onReport}>{messages.reviews.report}</LinkButton> : null}{' '}
      {!review.is_own ? (
        <ReportContentButton targetType="review" targetId={review.id} targetLabel={review.title || messages.report.reviewLabel} />
      ) : null}
    </li>
  );
}

/** Reviews of a product: distribution, the § 5b UWG notice, the customer's own review (write/edit/delete) and the list. */
export function ReviewsSection({
  productId,
  onSummary,
}: {
  productId: number;
  /** Told the current average and count (after a review was written, changed or deleted), for the page's header. */
  onSummary?: (summary: RatingSummary) => void;
}) {
  const { authenticated } = useAuth();
  const { pathname, search } = useLocation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const overview = useFetch((signal) => getReviewOverview(productId, signal), [productId, authenticated]);
  const list = useFetch((signal) => getReviews(productId, page, signal), [productId, page, authenticated]);

  // Only a new summary is news; the callback may be a new function on every render, so the latest one is kept
  // aside and the effect runs on the summary alone.
  const summary = overview.data?.summary;
  const onSummaryRef = useRef(onSummary);
  useEffect(() => {
    onSummaryRef.current = onSummary;
  }, [onSummary]);
  useEffect(() => {
    if (summary) onSummaryRef.current?.(summary);
  }, [summary]);

  const refresh = () => {
    setEditing(false);
    overview.reload();
    list.reload();
  };

  const own = overview.data?.viewer.own_review ?? null;
  return (
    <section aria-labelledby="reviews-heading" data-testid="reviews">
      <h2 id="reviews-heading">{messages.reviews.heading}</h2>
      {overview.loading && !overview.data ? <Spinner block /> : null}
      {overview.error !== undefined ? <ErrorState error={overview.error} onRetry={overview.reload} /> : null}
      {overview.data ? (
        <>
          {overview.data.summary.total_review > 0 ? (
            <RatingDistribution summary={overview.data.summary} />
          ) : (
            <p data-testid="reviews-none">{messages.reviews.noneYet}</p>
          )}
          <Notice>
            <summary>{messages.reviews.howChecked}</summary>
            <p data-testid="review-policy">{overview.data.policy.text}</p>
          </Notice>

          {own && !editing ? (
            <Alert $tone="info" data-testid="own-review">
              <p>
                <strong>{messages.reviews.yourReview}</strong>
              </p>
              <Stars rating={own.rating} />
              {own.title ? <p>{own.title}</p> : null}
              <p>{own.review}</p>
              <Actions>
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)} data-testid="review-edit">
                  {messages.reviews.edit}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)} data-testid="review-delete">
                  {messages.reviews.delete}
                </Button>
              </Actions>
            </Alert>
          ) : null}

          {own && editing ? (
            <ReviewForm
              initial={{ rating: String(own.rating), title: own.title ?? '', review: own.review, anonym: !!own.anonym }}
              submitLabel={messages.reviews.saveChanges}
              onCancel={() => setEditing(false)}
              onSubmit={(input) => runReviewCall(() => updateProductReview(own.id, input), refresh)}
            />
          ) : null}

          {!own && overview.data.viewer.can_review ? (
            <>
              <h3>{messages.reviews.writeHeading}</h3>
              <ReviewForm
                submitLabel={messages.reviews.submit}
                onSubmit={(input) => runReviewCall(() => sendProductReview(productId, input), refresh)}
              />
            </>
          ) : null}

          {!own && !overview.data.viewer.can_review ? (
            <Muted data-testid="review-not-allowed">
              {overview.data.viewer.reason || messages.reviews.onlyBuyers}{' '}
              {!authenticated ? <Link to={loginPathFor({ pathname, search })}>{messages.common.toLogin}</Link> : null}
            </Muted>
          ) : null}
        </>
      ) : null}

      {list.data && list.data.data.length > 0 ? (
        <>
          <List aria-label={messages.reviews.listLabel}>
            {list.data.data.map((review) => (
              <ReviewItem key={review.id} review={review} canReport={authenticated} onReport={() => setReporting(review.id)} />
            ))}
          </List>
          <Pagination page={page} totalPages={list.data.meta.last_page} onPageChange={setPage} label={messages.reviews.pages} />
        </>
      ) : list.data && !list.loading && overview.data?.summary.total_review !== 0 ? (
        <Muted>{messages.reviews.noneYet}</Muted>
      ) : null}
      {list.error !== undefined ? <ErrorState error={list.error} onRetry={list.reload} /> : null}

      <ConfirmDialog
        open={confirmDelete}
        title={messages.reviews.deleteTitle}
        confirmLabel={messages.reviews.delete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          if (!own) return;
          await runReviewCall(() => deleteProductReview(own.id), refresh);
          setConfirmDelete(false);
        }}
      >
        <p>{messages.reviews.deleteText}</p>
      </ConfirmDialog>
      {reporting !== null ? <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} /> : null}
    </section>
  );
}
