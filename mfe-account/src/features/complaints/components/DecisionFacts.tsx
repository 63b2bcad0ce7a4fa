import { formatDate } from '@marktplatz/shared';
import { FactList } from '@marktplatz/shared/kit';
import { complaintMessages as t } from '../messages';

/** What was decided: date, outcome, action and ground when given, the reasons. */
export function DecisionFacts({
  decision,
}: {
  decision: { decided_at: string; outcome_label: string; action_label?: string | null; ground_label?: string | null; reason: string };
}) {
  return (
    <FactList $labelMin="7rem" $stackBelow="640px" $spaced $preWrap>
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
    </FactList>
  );
}
