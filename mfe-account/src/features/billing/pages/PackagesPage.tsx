import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, useFetch, usePageTitle } from '@marktplatz/shared';
import { Alert, LoadState, Muted } from '@marktplatz/shared/kit';
import { useNavigate } from 'react-router-dom';
import { getPackages, type BillingPackage } from '../api/getPackages';
import { getSubscriptionInfo, type Subscription } from '../api/getSubscriptionInfo';
import { ChangeDialog } from '../components/ChangeDialog';
import { PackageCard, type Relation } from '../components/PackageCard';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

const text = messages.billing;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

function relationOf(pkg: BillingPackage, subscription: Subscription | null): Relation {
  if (!subscription) return 'new';
  if (subscription.package.id === pkg.id) return 'current';
  if (subscription.pending_package?.id === pkg.id) return 'pending';
  return pkg.net_price_cents > subscription.package.net_price_cents ? 'upgrade' : 'downgrade';
}

/** `/account/packages`: the three packages side by side; buying or changing asks for confirmation first. */
export default function PackagesPage() {
  usePageTitle(text.packagesTitle);
  const navigate = useNavigate();
  const state = useFetch(async (signal) => {
    const [packages, info] = await Promise.all([getPackages(signal), getSubscriptionInfo(signal)]);
    return { packages, subscription: info.subscription };
  }, []);
  const [chosen, setChosen] = useState<BillingPackage | null>(null);

  return (
    <AccountLayout title={text.packagesTitle}>
      <Muted>{text.packagesIntro}</Muted>
      <LoadState state={state}>
        {({ packages, subscription }) => (
          <>
            {subscription?.pending_package ? (
              <Alert $tone="info" role="status">
                {text.pending(subscription.pending_package.name, formatDate(subscription.end_date))}
              </Alert>
            ) : null}
            <Grid>
              {packages.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} relation={relationOf(pkg, subscription)} onChoose={() => setChosen(pkg)} />
              ))}
            </Grid>
          </>
        )}
      </LoadState>
      {chosen ? (
        <ChangeDialog
          pkg={chosen}
          onClose={() => setChosen(null)}
          onDone={() => {
            setChosen(null);
            navigate('/account/subscription');
          }}
        />
      ) : null}
    </AccountLayout>
  );
}
