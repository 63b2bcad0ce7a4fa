import styled from 'styled-components';
import { formatDate } from '@marktplatz/shared';
import { complaintMessages as t } from '../messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space.xs};
    }
  }
`;

/** What was decided: date, outcome, action and ground when given, the reasons. */
export function DecisionFacts({
  decision,
}: {
  decision: { decided_at: string; outcome_label: string; action_label?: string | null; ground_label?: string | null; reason: string };
}) {
  return (
    <Facts>
      <dt>{t.decidedAt}</dt>
      <dd>{formatDate(decision.decided_at)}</dd>
      <dt>{t.outcome}</dt>
      <dd>{decision.outcome_label}</dd>
      {decision.action_label ? (
        <>
          <dt>{t.action}</dt>
          <dd>{decision.action_label}</dd>
        </>
      ) : null}
      {decision.ground_label ? (
        <>
          <dt>{t.ground}</dt>
          <dd>{decision.ground_label}</dd>
        </>
      ) : null}
      <dt>{t.reason}</dt>
      <dd>{decision.reason}</dd>
    </Facts>
  );
}
