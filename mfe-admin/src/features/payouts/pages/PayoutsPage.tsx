import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { NotFound } from '../../../lib/NotFound';
import { useStaff } from '../../auth';
import { RequestsSection } from '../components/RequestsSection';
import { RunsSection } from '../components/RunsSection';
import { payoutMessages as t } from '../messages';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * `/admin/auszahlungen` (finance): the requested withdrawals, chosen into a payout run, and the runs. A created run
 * opens its page, where another member releases it (four-eyes rule).
 */
export default function PayoutsPage() {
  usePageTitle(t.title);
  const { can } = useStaff();
  const navigate = useNavigate();
  const [changes, setChanges] = useState(0);
  if (!can('finance')) return <NotFound />;

  return (
    <Page>
      <div>
        <SectionTitle as="h1">{t.title}</SectionTitle>
        <Muted>{t.intro}</Muted>
      </div>
      <RequestsSection
        reloadKey={changes}
        onCreated={(run) => {
          setChanges((value) => value + 1);
          navigate(`/admin/auszahlungen/${run.id}`);
        }}
      />
      <RunsSection reloadKey={changes} />
    </Page>
  );
}
