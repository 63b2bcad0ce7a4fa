import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, Spinner, usePageTitle } from '@marktplatz/shared';
import { Alert, Badge, Box, Muted, SectionTitle, Toolbar } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { dateTime } from '../../../lib/format';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { CaseView, receivedText } from '../../notices';
import { getComplaint } from '../api/getComplaint';
import type { ComplaintDetail } from '../api/types';
import { ComplaintDecision } from '../components/ComplaintDecision';
import { complaintMessages as t } from '../messages';

const Section = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  white-space: pre-wrap;
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string; missing: boolean } | { state: 'ready'; complaint: ComplaintDetail };

/** `/admin/beschwerden/:id` (trust & safety): the complaint, the original case and who decided it, the decision. */
export default function ComplaintDetailPage() {
  const { id } = useParams();
  const complaintId = Number(id);
  const { me } = useStaff();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  usePageTitle(load.state === 'ready' ? t.detailTitle(load.complaint.case_number) : t.title);

  const fetchComplaint = useCallback(() => {
    setLoad({ state: 'loading' });
    getComplaint(complaintId).then(
      (complaint) => setLoad({ state: 'ready', complaint }),
      (failure: unknown) =>
        setLoad({
          state: 'failed',
          message: failure instanceof AdminFailure ? failure.message : messages.errors.generic,
          missing: failure instanceof AdminFailure && failure.status === 404,
        }),
    );
  }, [complaintId]);
  useEffect(() => {
    if (Number.isInteger(complaintId)) fetchComplaint();
  }, [fetchComplaint, complaintId]);

  if (!Number.isInteger(complaintId)) return <NotFound />;

  return (
    <Section aria-labelledby="admin-complaint-title">
      <p>
        <Link to="/admin/beschwerden">← {t.back}</Link>
      </p>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? load.missing ? <NotFound /> : <ErrorState error={load.message} onRetry={fetchComplaint} /> : null}
      {load.state === 'ready' ? (
        <>
          <Toolbar>
            <SectionTitle id="admin-complaint-title">{t.detailTitle(load.complaint.case_number)}</SectionTitle>
            <Badge $tone="info" $outline>
              {load.complaint.status_label}
              {load.complaint.outcome_label ? `: ${load.complaint.outcome_label}` : ''}
            </Badge>
          </Toolbar>
          <Box aria-labelledby="complaint-text-title">
            <h3 id="complaint-text-title">{t.complaint}</h3>
            <p>
              <strong>{t.complainant}:</strong> {load.complaint.complainant_name} ({load.complaint.complainant_role_label}),{' '}
              {receivedText(load.complaint.created_at)}
            </p>
            {load.complaint.deadline_at ? (
              <p>
                <strong>{t.deadline}:</strong> {dateTime(load.complaint.deadline_at)}
              </p>
            ) : null}
            <p>
              <strong>{t.firstDecidedBy}:</strong> {load.complaint.first_decided_by?.name ?? '–'}
            </p>
            {load.complaint.decided_by ? (
              <p>
                <strong>{t.decidedBy}:</strong> {load.complaint.decided_by.name}
              </p>
            ) : null}
            <h4>{t.text}</h4>
            <Quote>{load.complaint.text}</Quote>
          </Box>
          {load.complaint.decided_by === null && load.complaint.outcome === null ? (
            <>
              {load.complaint.first_decided_by?.id === me.id ? (
                <Alert $tone="warning" role="note">
                  {t.ownDecision}
                </Alert>
              ) : null}
              <ComplaintDecision complaintId={load.complaint.id} onDecided={fetchComplaint} />
            </>
          ) : null}
          <h2>{t.originalCase}</h2>
          <Muted>
            <Link to={`/admin/meldungen/${load.complaint.case_id}`}>
              {t.openCase} {load.complaint.case_number}
            </Link>
          </Muted>
          <CaseView notice={load.complaint.case} />
        </>
      ) : null}
    </Section>
  );
}
