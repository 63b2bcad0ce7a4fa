import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, formatDate, PageContainer, useFetch, usePageTitle } from '@marktplatz/shared';
import { Alert, LoadState, Muted, Narrow } from '@marktplatz/shared/kit';
import { fileLinkedComplaint, getLinkedCase } from '../api/linkedCase';
import { CaseTitle } from '../components/CaseTitle';
import { ComplaintForm } from '../components/ComplaintForm';
import { DecisionFacts } from '../components/DecisionFacts';
import { complaintMessages as t } from '../messages';

function LinkedCaseView({ token }: { token: string }) {
  const state = useFetch((signal) => getLinkedCase(token, signal), [token]);
  const [sent, setSent] = useState(false);
  return (
    <LoadState state={state}>
      {(found) => (
        <Card aria-labelledby="linked-case">
          <CaseTitle id="linked-case">{t.caseTitle(found.case_number, found.target_label)}</CaseTitle>
          <DecisionFacts decision={found} />
          {sent ? (
            <Alert $tone="success" role="status">
              {t.sent}
            </Alert>
          ) : found.can_complain ? (
            <>
              <Muted>{t.until(formatDate(found.complaint_until))}</Muted>
              <ComplaintForm id="linked-complaint" send={(text) => fileLinkedComplaint(token, text)} onSent={() => setSent(true)} />
            </>
          ) : (
            <Muted>{t.expired(formatDate(found.complaint_until))}</Muted>
          )}
        </Card>
      )}
    </LoadState>
  );
}

/** `/account/beschwerde?token=` (no login): the decision e-mail's link — the case and the complaint form. */
export default function LinkComplaintPage() {
  usePageTitle(t.linkTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <PageContainer title={t.linkTitle}>
      <Narrow>
        {token ? (
          <>
            <Muted>{t.linkIntro}</Muted>
            <LinkedCaseView token={token} />
          </>
        ) : (
          <Alert role="alert" $tone="error">
            {t.linkMissing}
          </Alert>
        )}
      </Narrow>
    </PageContainer>
  );
}
