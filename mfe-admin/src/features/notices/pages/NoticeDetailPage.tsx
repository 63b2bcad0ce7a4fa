import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, notify, Spinner, usePageTitle } from '@marktplatz/shared';
import { Badge, Box, Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { getNotice } from '../api/getNotice';
import { getOptions } from '../api/getOptions';
import { reviewNotice } from '../api/reviewNotice';
import type { ModerationOptions, NoticeDetail } from '../api/types';
import { CaseView } from '../components/CaseView';
import { DecisionForm } from '../components/DecisionForm';
import { receivedText } from '../components/format';
import { useNoticeAccess } from '../components/useTrustAccess';
import { noticeMessages as t } from '../messages';

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string; missing: boolean }
  | { state: 'ready'; notice: NoticeDetail; options: ModerationOptions };

/** `/admin/meldungen/:id`: the case, „In Prüfung nehmen“ and the decision with its statement of reasons. */
export default function NoticeDetailPage() {
  const { id } = useParams();
  const noticeId = Number(id);
  const access = useNoticeAccess();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reviewing, setReviewing] = useState(false);
  usePageTitle(load.state === 'ready' ? t.detailTitle(load.notice.case_number) : t.title);

  const fetchCase = useCallback(() => {
    setLoad({ state: 'loading' });
    Promise.all([getNotice(noticeId), getOptions()]).then(
      ([notice, options]) => setLoad({ state: 'ready', notice, options }),
      (failure: unknown) =>
        setLoad({
          state: 'failed',
          message: failure instanceof AdminFailure ? failure.message : messages.errors.generic,
          missing: failure instanceof AdminFailure && failure.status === 404,
        }),
    );
  }, [noticeId]);
  useEffect(() => {
    if (access.any && Number.isInteger(noticeId)) fetchCase();
  }, [fetchCase, access.any, noticeId]);

  if (!access.any || !Number.isInteger(noticeId)) return <NotFound />;

  const startReview = async () => {
    setReviewing(true);
    try {
      const notice = await reviewNotice(noticeId);
      notify.success(t.reviewStarted);
      setLoad((current) => (current.state === 'ready' ? { ...current, notice } : current));
    } catch (failure) {
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setReviewing(false);
    }
  };

  return (
    <Section aria-labelledby="admin-notice-title">
      <p>
        <Link to="/admin/meldungen">← {t.back}</Link>
      </p>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? load.missing ? <NotFound /> : <ErrorState error={load.message} onRetry={fetchCase} /> : null}
      {load.state === 'ready' ? (
        <>
          <Toolbar>
            <SectionTitle id="admin-notice-title">{t.detailTitle(load.notice.case_number)}</SectionTitle>
            <Badge $tone={load.notice.overdue ? 'danger' : 'info'} $outline>
              {load.notice.status_label}
            </Badge>
            {load.notice.status === 'received' ? (
              <Button type="button" onClick={() => void startReview()} loading={reviewing}>
                {t.startReview}
              </Button>
            ) : null}
          </Toolbar>
          <CaseView notice={load.notice} />
          {load.notice.complaints.length > 0 ? (
            <Box aria-labelledby="notice-complaints-title">
              <h3 id="notice-complaints-title">{t.complaints}</h3>
              <ul>
                {load.notice.complaints.map((complaint) => (
                  <li key={complaint.id}>
                    <Link to={`/admin/beschwerden/${complaint.id}`}>
                      {complaint.complainant_name} ({complaint.complainant_role_label})
                    </Link>{' '}
                    – {complaint.status_label}
                    {complaint.outcome_label ? `: ${complaint.outcome_label}` : ''}{' '}
                    <Muted $small as="span">
                      {receivedText(complaint.created_at)}
                    </Muted>
                  </li>
                ))}
              </ul>
            </Box>
          ) : null}
          {load.notice.status === 'received' || load.notice.status === 'in_review' ? (
            <DecisionForm
              notice={load.notice}
              options={load.options}
              onDecided={(notice) => setLoad((current) => (current.state === 'ready' ? { ...current, notice } : current))}
            />
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
