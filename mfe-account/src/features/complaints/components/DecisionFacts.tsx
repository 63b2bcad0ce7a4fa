import { formatDate } from '@marktplatz/shared';
import { Fact, FactList } from '@marktplatz/shared/kit';
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
      <Fact label={t.action}>{decision.action_label}</Fact>
      <Fact label={t.ground}>{decision.ground_label}</Fact>
      <dt>{t.reason}</dt>
      <dd>{decision.reason}</dd>
    </FactList>
  );
}
