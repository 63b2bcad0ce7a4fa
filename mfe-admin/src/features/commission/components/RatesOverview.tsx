import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { Button, Table, type TableColumn } from '@marktplatz/shared';
import { Badge, Muted, SectionTitle } from '@marktplatz/shared/kit';
import type { CommissionRule, CommissionRules, RuleScope } from '../api/types';
import { commissionMessages, ruleTarget, targetKey } from '../messages';
import { Rate } from './Rate';
import { RuleHistory } from './RuleHistory';

const t = commissionMessages.overview;
const SCOPES: RuleScope[] = ['default', 'type', 'category', 'provider'];
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

/** One target (standard rate, a type, a category or a provider) with its rules, newest first. */
export interface TargetRow {
  key: string;
  label: string;
  current: CommissionRule | null;
  next: CommissionRule | null;
  rules: CommissionRule[];
}

/** Groups the rules by target: the current rule, the next planned one and the whole history. */
export function targetsOf(data: CommissionRules, scope: RuleScope): TargetRow[] {
  const typeLabel = new Map(data.types.map((type) => [type.code, type.label]));
  const byKey = new Map<string, CommissionRule[]>();
  for (const rule of data.rules) {
    if (rule.scope !== scope) continue;
    const key = targetKey(rule);
    byKey.set(key, [...(byKey.get(key) ?? []), rule]);
  }
  const rows = [...byKey.entries()].map(([key, rules]) => {
    const sorted = [...rules].sort((a, b) => compare(b.valid_from, a.valid_from));
    const first = sorted[0] as CommissionRule;
    const future = sorted.filter((rule) => rule.state === 'future');
    return {
      key,
      label: commissionMessages.target(ruleTarget(first, first.type ? typeLabel.get(first.type) : undefined)),
      current: sorted.find((rule) => rule.state === 'current') ?? null,
      next: future.at(-1) ?? null,
      rules: sorted,
    };
  });
  if (scope === 'type') {
    const order = data.types.map((type) => type.code as string);
    return rows.sort((a, b) => order.indexOf(a.rules[0]?.type ?? '') - order.indexOf(b.rules[0]?.type ?? ''));
  }
  return rows.sort((a, b) => compare(a.label.toLowerCase(), b.label.toLowerCase()));
}

/** „Geltende Sätze“: per scope a table of the targets with the current rate and state, the planned one, the history. */
export function RatesOverview({ data, onDelete }: { data: CommissionRules; onDelete: (rule: CommissionRule, target: string) => void }) {
  const [open, setOpen] = useState<string | null>(null);

  const columns: TableColumn<TargetRow>[] = [
    { key: 'target', header: t.targetCol, render: (row) => <strong>{row.label}</strong> },
    { key: 'rate', header: t.rateCol, render: (row) => <Rate>{row.current?.percent ?? t.noCurrent}</Rate> },
    {
      key: 'state',
      header: t.stateCol,
      render: (row) =>
        row.current ? <Badge $tone="success">{commissionMessages.states.current(row.current)}</Badge> : <Muted as="span">{t.none}</Muted>,
    },
    {
      key: 'next',
      header: t.nextCol,
      render: (row) => (row.next ? <Badge $tone="info">{t.next(row.next.percent, row.next.valid_from)}</Badge> : t.none),
    },
    {
      key: 'history',
      header: t.actionsCol,
      render: (row) => (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-expanded={open === row.key}
          aria-controls={open === row.key ? `commission-history-${row.key}` : undefined}
          aria-label={t.showHistoryLabel(row.label)}
          onClick={() => setOpen(open === row.key ? null : row.key)}
        >
          {open === row.key ? t.hideHistory : t.showHistory}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-commission-overview">
      <SectionTitle id="admin-commission-overview">{t.title}</SectionTitle>
      <Groups>
        {SCOPES.map((scope) => {
          const rows = targetsOf(data, scope);
          const shown = rows.find((row) => row.key === open);
          return (
            <Fragment key={scope}>
              <Group aria-labelledby={`admin-commission-group-${scope}`}>
                <h3 id={`admin-commission-group-${scope}`}>{t.groups[scope]}</h3>
                <Table caption={t.groups[scope]} columns={columns} rows={rows} getRowKey={(row) => row.key} emptyText={t.empty[scope]} />
                {shown ? <RuleHistory target={shown} onDelete={onDelete} onClose={() => setOpen(null)} /> : null}
              </Group>
            </Fragment>
          );
        })}
      </Groups>
    </section>
  );
}
