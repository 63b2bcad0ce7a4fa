import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, notify, usePageTitle } from '@marktplatz/shared';
import { Badge, Box, Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { BackLink, DetailSection, DetailStatus, useDetail } from '../../../components/detail';
import { AdminFailure } from '../../../lib/adminApi';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { getNotice } from '../api/getNotice';
import { getOptions } from '../api/getOptions';
import { reviewNotice } from '../api/reviewNotice';
import { CaseView } from '../components/CaseView';
import { DecisionForm } from '../components/DecisionForm';
import { receivedText } from '../components/format';
import { useNoticeAccess } from '../components/useTrustAccess';
import { noticeMessages as t } from '../messages';

const getCase = (id: number) => Promise.all([getNotice(id), getOptions()]).then(([notice, options]) => ({ notice, options }));

/** `/admin/meldungen/:id`: the case, „In Prüfung nehmen“ and the decision with its statement of reasons. */
export default function NoticeDetailPage() {
  const { id } = useParams();
  const noticeId = Number(id);
  const access = useNoticeAccess();
  const { load, reload: fetchCase, update } = useDetail(noticeId, getCase, { enabled: access.any });
  const [reviewing, setReviewing] = useState(false);
  usePageTitle(load.state === 'ready' ? t.detailTitle(load.data.notice.case_number) : t.title);

  if (!access.any || !Number.isInteger(noticeId)) return <NotFound />;

  const startReview = async () => {
    setReviewing(true);
    try {
      const notice = await reviewNotice(noticeId);
      notify.success(t.reviewStarted);
      update((current) => ({ ...current, notice }));
    } catch (failure) {
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    } finally {
      setReviewing(false);
    }
  };

  return (
    <DetailSection aria-labelledby="admin-notice-title">
      <BackLink to="/admin/meldungen">{t.back}</BackLink>
      <DetailStatus load={load} onRetry={fetchCase} />
      {load.state === 'ready' ? (
        <>
          <Toolbar>
            <SectionTitle id="admin-notice-title">{t.detailTitle(load.data.notice.case_number)}</SectionTitle>
            <Badge $tone={load.data.notice.overdue ? 'danger' : 'info'} $outline>
              {load.data.notice.status_label}
            </Badge>
            {load.data.notice.status === 'received' ? (
              <Button type="button" onClick={() => void startReview()} loading={reviewing}>
                {t.startReview}
              </Button>
            ) : null}
          </Toolbar>
          <CaseView notice={load.data.notice} />
          {load.data.notice.complaints.length > 0 ? (
            <Box aria-labelledby="notice-complaints-title">
              <h3 id="notice-complaints-title">{t.complaints}</h3>
              <ul>
                {load.data.notice.complaints.map((complaint) => (
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
          {load.data.notice.status === 'received' || load.data.notice.status === 'in_review' ? (
            <DecisionForm
              notice={load.data.notice}
              options={load.data.options}
              onDecided={(notice) => update((current) => ({ ...current, notice }))}
            />
          ) : null}
        </>
      ) : null}
    </DetailSection>
  );
}
