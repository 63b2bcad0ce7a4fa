import { useState } from 'react';
import styled from 'styled-components';
import { usePageTitle } from '@marktplatz/shared';
import { Muted, SectionTitle } from '@marktplatz/shared/kit';
import { NotFound } from '../../../lib/NotFound';
import { useStaff } from '../../auth';
import { CommissionSection } from '../components/CommissionSection';
import { InvoicesSection } from '../components/InvoicesSection';
import { RunPanel } from '../components/RunPanel';
import { SepaPanel } from '../components/SepaPanel';
import { SubscriptionsSection } from '../components/SubscriptionsSection';
import { billingMessages as t } from '../messages';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

/**
 * `/admin/abrechnung` (finance): the marketplace's invoices to providers, overdue subscriptions, the billing run and
 * the SEPA direct-debit file, and the monthly commission documents (Provisionsrechnungen). A change in one section reloads the subscriptions (a payment makes an abo active).
 */
export default function BillingPage() {
  usePageTitle(t.title);
  const { can } = useStaff();
  const [changes, setChanges] = useState(0);
  if (!can('finance')) return <NotFound />;
  const changed = () => setChanges((value) => value + 1);

  return (
    <Page>
      <div>
        <SectionTitle as="h1">{t.title}</SectionTitle>
        <Muted>{t.intro}</Muted>
      </div>
      <Actions>
        <RunPanel onChanged={changed} />
        <SepaPanel onChanged={changed} />
      </Actions>
      <InvoicesSection reloadKey={changes} onChanged={changed} />
      <SubscriptionsSection reloadKey={changes} />
      <CommissionSection />
    </Page>
  );
}
