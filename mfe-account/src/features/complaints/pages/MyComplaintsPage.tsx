import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, formatDate, notify, useFetch } from '@marktplatz/shared';
import { Badge, LoadState, Muted } from '@marktplatz/shared/kit';
import { AccountLayout } from '../../../lib/AccountLayout';
import { fileComplaint } from '../api/fileComplaint';
import { getMyDecisions } from '../api/getMyDecisions';
import type { MyDecision } from '../api/types';
import { CaseTitle } from '../components/CaseTitle';
import { ComplaintForm } from '../components/ComplaintForm';
import { DecisionFacts } from '../components/DecisionFacts';
import { complaintMessages as t } from '../messages';

/** The cards one under the other with room between them. */
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

function DecisionCard({ decision, onFiled }: { decision: MyDecision; onFiled: () => void }) {
  const [writing, setWriting] = useState(false);
  const id = `complaint-${decision.case_id}`;
  return (
    <Card aria-labelledby={`${id}-case`} data-testid={id}>
      <CaseTitle id={`${id}-case`}>{t.caseTitle(decision.case_number, decision.target_label)}</CaseTitle>
      <p>
        <Badge $tone="info" $outline>
          {t.roles[decision.role]}
        </Badge>
      </p>
      <DecisionFacts decision={decision} />
      {decision.complaint ? (
        <p role="status">
          <strong>{t.complaintStatus}:</strong>{' '}
          {t.complaintLine(formatDate(decision.complaint.created_at), decision.complaint.status_label, decision.complaint.outcome_label)}
        </p>
      ) : decision.can_complain ? (
        writing ? (
          <ComplaintForm
            id={id}
            send={(text) => fileComplaint(decision.case_id, text)}
            onSent={() => {
              notify.success(t.sent);
              setWriting(false);
              onFiled();
            }}
            onCancel={() => setWriting(false)}
          />
        ) : (
          <>
            <Muted>{t.until(formatDate(decision.complaint_until))}</Muted>
            <Button type="button" onClick={() => setWriting(true)} aria-label={`${t.open}: ${decision.case_number}`}>
              {t.open}
            </Button>
          </>
        )
      ) : (
        <Muted>{t.expired(formatDate(decision.complaint_until))}</Muted>
      )}
    </Card>
  );
}

/** `/account/beschwerden` (signed in): decisions concerning me, the complaint form until its deadline, my complaints' state. */
export default function MyComplaintsPage() {
  const state = useFetch((signal) => getMyDecisions(signal), []);
  return (
    <AccountLayout title={t.title}>
      <Muted>{t.intro}</Muted>
      <LoadState state={state} isEmpty={(list) => list.length === 0} empty={<Muted role="status">{t.empty}</Muted>}>
        {(list) => (
          <Stack>
            {list.map((decision) => (
              <DecisionCard key={`${decision.case_id}-${decision.role}`} decision={decision} onFiled={state.reload} />
            ))}
          </Stack>
        )}
      </LoadState>
    </AccountLayout>
  );
}
