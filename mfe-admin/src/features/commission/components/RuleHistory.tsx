import styled from 'styled-components';
import { Button, Table, type TableColumn } from '@marktplatz/shared';
import { Badge } from '@marktplatz/shared/kit';
import { dateTime } from '../../../lib/format';
import type { CommissionRule } from '../api/types';
import { commissionMessages } from '../messages';
import type { TargetRow } from './RatesOverview';
import { Rate } from './Rate';

const t = commissionMessages.history;

const Panel = styled.div`
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  padding-left: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  h4 {
    margin: 0;
  }
`;

const TONE = { current: 'success', future: 'info', past: 'neutral' } as const;

/** Every rule of one target, newest first: rate, state, period, who and why; „Löschen“ for a planned rule. */
export function RuleHistory({
  target,
  onDelete,
  onClose,
}: {
  target: TargetRow;
  onDelete: (rule: CommissionRule, target: string) => void;
  onClose: () => void;
}) {
  const columns: TableColumn<CommissionRule>[] = [
    {
      key: 'rate',
      header: t.rateCol,
      render: (rule) => (
        <Rate>
          <strong>{rule.percent}</strong>
        </Rate>
      ),
    },
    {
      key: 'state',
      header: t.stateCol,
      render: (rule) => <Badge $tone={TONE[rule.state]}>{commissionMessages.states[rule.state](rule)}</Badge>,
    },
    { key: 'period', header: t.periodCol, render: (rule) => t.period(rule.valid_from, rule.valid_until) },
    { key: 'by', header: t.byCol, render: (rule) => t.at(rule.created_by, dateTime(rule.created_at)) },
    { key: 'reason', header: t.reasonCol, render: (rule) => rule.reason },
    {
      key: 'actions',
      header: t.actionsCol,
      render: (rule) =>
        rule.state === 'future' ? (
          <Button
            type="button"
            size="sm"
            variant="danger"
            aria-label={t.deleteLabel(rule.percent, rule.valid_from)}
            onClick={() => onDelete(rule, target.label)}
          >
            {t.delete}
          </Button>
        ) : null,
    },
  ];

  return (
    <Panel id={`commission-history-${target.key}`}>
      <h4>{t.title(target.label)}</h4>
      <Table caption={t.caption(target.label)} columns={columns} rows={target.rules} getRowKey={(rule) => rule.id} />
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </Panel>
  );
}
