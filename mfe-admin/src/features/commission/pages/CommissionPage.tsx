import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Spinner, usePageTitle } from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { NotFound } from '../../../lib/NotFound';
import { messages } from '../../../messages';
import { useStaff } from '../../auth';
import { listRules } from '../api/listRules';
import type { CommissionRule, CommissionRules } from '../api/types';
import { DeleteRuleDialog } from '../components/DeleteRuleDialog';
import { RatesOverview } from '../components/RatesOverview';
import { RuleForm } from '../components/RuleForm';
import { commissionMessages as t } from '../messages';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: space-between;
  align-items: flex-start;
  > div {
    flex: 1 1 20rem;
  }
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: CommissionRules };

/**
 * `/admin/provision` (finance): the commission rates at a glance (standard, per type, per category, provider
 * overrides) with their state and history, a new rate from a day on (confirmed), planned rates deleted before they apply.
 */
export default function CommissionPage() {
  usePageTitle(t.title);
  const { can } = useStaff();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [deleting, setDeleting] = useState<{ rule: CommissionRule; target: string } | null>(null);

  const fetchRules = useCallback(() => {
    listRules().then(
      (data) => setLoad({ state: 'ready', data }),
      (failure: unknown) =>
        setLoad({ state: 'failed', message: failure instanceof AdminFailure ? failure.message : messages.errors.generic }),
    );
  }, []);
  useEffect(fetchRules, [fetchRules]);

  if (!can('finance')) return <NotFound />;

  return (
    <Page>
      <Head>
        <div>
          <SectionTitle as="h1">{t.title}</SectionTitle>
          <Muted>{t.intro}</Muted>
        </div>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setLoad({ state: 'loading' });
            fetchRules();
          }}
        >
          {t.reload}
        </Button>
      </Head>
      {load.state === 'loading' ? <Spinner block /> : null}
      {load.state === 'failed' ? (
        <ErrorState
          error={load.message}
          onRetry={() => {
            setLoad({ state: 'loading' });
            fetchRules();
          }}
        />
      ) : null}
      {load.state === 'ready' ? (
        <>
          <RatesOverview data={load.data} onDelete={(rule, target) => setDeleting({ rule, target })} />
          <RuleForm data={load.data} onCreated={fetchRules} />
        </>
      ) : null}
      <DeleteRuleDialog
        rule={deleting?.rule ?? null}
        target={deleting?.target ?? ''}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          fetchRules();
        }}
      />
    </Page>
  );
}
