import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@marktplatz/shared';
import { Alert, Badge, Box, Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { DetailSection, Quote, BackLink, DetailStatus, useDetail } from '../../../components/detail';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { useStaff } from '../../auth';
import { CaseView, receivedText } from '../../notices';
import { getComplaint } from '../api/getComplaint';
import { ComplaintDecision } from '../components/ComplaintDecision';
import { complaintMessages as t } from '../messages';

/** `/admin/beschwerden/:id` (trust & safety): the complaint, the original case and who decided it, the decision. */
export default function ComplaintDetailPage() {
  const { id } = useParams();
  const complaintId = Number(id);
  const { me } = useStaff();
  const { load, reload: fetchComplaint } = useDetail(complaintId, getComplaint);
  usePageTitle(load.state === 'ready' ? t.detailTitle(load.data.case_number) : t.title);

  if (!Number.isInteger(complaintId)) return <NotFound />;

  return (
    <DetailSection aria-labelledby="admin-complaint-title">
      <BackLink to="/admin/beschwerden">{t.back}</BackLink>
      <DetailStatus load={load} onRetry={fetchComplaint} />
      {load.state === 'ready' ? (
        <>
          <Toolbar>
            <SectionTitle id="admin-complaint-title">{t.detailTitle(load.data.case_number)}</SectionTitle>
            <Badge $tone="info" $outline>
              {load.data.status_label}
              {load.data.outcome_label ? `: ${load.data.outcome_label}` : ''}
            </Badge>
          </Toolbar>
          <Box aria-labelledby="complaint-text-title">
            <h3 id="complaint-text-title">{t.complaint}</h3>
            <p>
              <strong>{t.complainant}:</strong> {load.data.complainant_name} ({load.data.complainant_role_label}),{' '}
              {receivedText(load.data.created_at)}
            </p>
            {load.data.deadline_at ? (
              <p>
                <strong>{t.deadline}:</strong> {dateTime(load.data.deadline_at)}
              </p>
            ) : null}
            <p>
              <strong>{t.firstDecidedBy}:</strong> {load.data.first_decided_by?.name ?? '–'}
            </p>
            {load.data.decided_by ? (
              <p>
                <strong>{t.decidedBy}:</strong> {load.data.decided_by.name}
              </p>
            ) : null}
            <h4>{t.text}</h4>
            <Quote>{load.data.text}</Quote>
          </Box>
          {load.data.decided_by === null && load.data.outcome === null ? (
            <>
              {load.data.first_decided_by?.id === me.id ? (
                <Alert $tone="warning" role="note">
                  {t.ownDecision}
                </Alert>
              ) : null}
              <ComplaintDecision complaintId={load.data.id} onDecided={fetchComplaint} />
            </>
          ) : null}
          <h2>{t.originalCase}</h2>
          <Muted>
            <Link to={`/admin/meldungen/${load.data.case_id}`}>
              {t.openCase} {load.data.case_number}
            </Link>
          </Muted>
          <CaseView notice={load.data.case} />
        </>
      ) : null}
    </DetailSection>
  );
}
