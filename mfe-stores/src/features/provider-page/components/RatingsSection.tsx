import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  Pagination,
  SelectField,
  TextareaField,
  formatDate,
  loginPathFor,
  toSubmissionErrors,
  useAuth,
  useFetch,
} from '@marktplatz/shared';
import { Alert, Badge, FormRefusal, LoadState, Muted } from '@marktplatz/shared/kit';
import type { ProviderPageData } from '../api/getProviderPage';
import { listRatings, listReportReasons, type Rating, type RatingsPage } from '../api/listRatings';
import { reportRating, type ReportReason } from '../api/reportRating';
import { useReportSettled } from '../lib/settledParts';
import { messages } from '../../../messages';

const T = messages.page;

const Bars = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-items: center;
  max-width: 28rem;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  dt,
  dd {
    margin: 0;
  }
  .bar {
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow: hidden;
  }
  .bar > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.warning};
  }
`;

/** One bar's row: its cells take part in the bars' grid. */
const BarRow = styled.div`
  display: contents;
`;

const Fill = styled.span<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.md} 0;
  }
  h3 {
    font-size: 1rem;
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: anywhere;
  }
`;

interface ReportValues {
  reason?: string;
  message?: string;
}

function ReportDialog({ rating, onClose }: { rating: Rating | null; onClose: () => void }) {
  const reasons = useFetch((signal) => listReportReasons(signal), []);
  const [done, setDone] = useState<string | undefined>();

  const submit = async (values: ReportValues) => {
    if (!rating) return undefined;
    try {
      const answer = await reportRating({ rating_id: rating.id, reason: values.reason as ReportReason, message: values.message || null });
      setDone(answer ?? T.reportDone);
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error, { generalOnlyWithoutFields: true });
    }
  };

  return (
    <Form<ReportValues> onSubmit={submit}>
      {({ handleSubmit, submitting, submitError }) => (
        <Dialog
          open={rating !== null}
          onClose={onClose}
          title={T.reportTitle}
          footer={
            done ? null : (
              <Button type="submit" form="report-form" loading={submitting}>
                {T.reportSend}
              </Button>
            )
          }
        >
          {done ? (
            <Alert role="status" $tone="success">
              {done}
            </Alert>
          ) : (
            <form id="report-form" onSubmit={handleSubmit} noValidate>
              <FormRefusal error={submitError} />
              <SelectField
                name="reason"
                id="report-reason"
                label={T.reportReason}
                required
                requiredMessage={T.reportReasonRequired}
                placeholder={T.reportReasonPlaceholder}
                options={reasons.data ?? []}
              />
              <TextareaField
                name="message"
                id="report-message"
                label={T.reportMessage}
                hint={T.reportMessageHint}
                rows={3}
                maxLength={1000}
              />
            </form>
          )}
        </Dialog>
      )}
    </Form>
  );
}

/**
 * Average, the count_by_rating bars and the published reviews (newest first), each with „Melden“; `initial`: the first
 * page of reviews as the server loaded it.
 */
export function RatingsSection({
  page,
  initial,
  onSettled,
}: {
  page: ProviderPageData;
  initial?: RatingsPage;
  /** Called once the first load has ended (the page shows its parts together). */
  onSettled?: () => void;
}) {
  const auth = useAuth();
  const location = useLocation();
  const [current, setCurrent] = useState(1);
  const [reporting, setReporting] = useState<Rating | null>(null);
  const ratings = useFetch((signal) => listRatings(page.user_id, current, signal), [page.user_id, current], {
    initial: initial ? () => initial : undefined,
  });
  useReportSettled(!page.show_rating || ratings.data !== undefined || ratings.error !== undefined, onSettled);
  const counts = page.count_by_rating;
  const bars = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts[`rating_${stars}` as keyof typeof counts] }));
  const most = Math.max(1, ...bars.map((bar) => bar.count));

  if (!page.show_rating) return <Muted>{T.ratingsHidden}</Muted>;
  return (
    <>
      <p>
        <strong>{page.total_review > 0 ? T.average(page.avg_rating) : T.ratingsEmpty}</strong>
        {page.total_review > 0 ? ` · ${T.totalReviews(page.total_review)}` : ''}
      </p>
      {page.total_review > 0 ? (
        <Bars>
          {bars.map((bar) => (
            <BarRow key={bar.stars}>
              <dt>{T.starCount(bar.stars)}</dt>
              <dd className="bar" aria-hidden="true">
                <Fill $percent={Math.round((bar.count / most) * 100)} />
              </dd>
              <dd>{bar.count}</dd>
            </BarRow>
          ))}
        </Bars>
      ) : null}
      <Muted $small>{T.ratingsNote}</Muted>
      <LoadState state={ratings} isEmpty={(data) => data.rows.length === 0} empty={<Muted>{T.ratingsEmpty}</Muted>}>
        {(data) => (
          <>
            <List>
              {data.rows.map((rating) => (
                <li key={rating.id} data-testid="rating">
                  <h3>
                    {rating.title || T.stars(rating.rating)} <Muted as="span" $small>{`· ${T.stars(rating.rating)}`}</Muted>
                  </h3>
                  <Muted $small>
                    {rating.reviewer.name} · {formatDate(rating.review_date)}
                    {rating.product ? ` · ${T.about_product(rating.product.name)}` : ''}{' '}
                    {rating.verified_purchase ? <Badge $tone="success">{T.verified}</Badge> : null}
                  </Muted>
                  <p>{rating.review}</p>
                  {auth.authenticated ? (
                    <Button type="button" variant="link" size="sm" onClick={() => setReporting(rating)}>
                      {T.report}
                    </Button>
                  ) : (
                    <Link to={loginPathFor(location)}>{T.reportLogin}</Link>
                  )}
                </li>
              ))}
            </List>
            {(data.meta?.last_page ?? 1) > 1 ? (
              <Pagination page={current} totalPages={data.meta?.last_page ?? 1} onPageChange={setCurrent} />
            ) : null}
          </>
        )}
      </LoadState>
      {reporting ? <ReportDialog rating={reporting} onClose={() => setReporting(null)} /> : null}
    </>
  );
}
