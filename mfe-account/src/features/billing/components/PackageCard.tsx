import styled from 'styled-components';
import { Button, Card, formatCents } from '@marktplatz/shared';
import { Badge, Muted } from '@marktplatz/shared/kit';
import type { BillingPackage } from '../api/getPackages';
import { messages } from '../../../messages';

const text = messages.billing;

const Price = styled.strong`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

export type Relation = 'new' | 'current' | 'upgrade' | 'downgrade' | 'pending';

/** One package: price per month (gross, with the net price), its entitlements and the action that fits. */
export function PackageCard({ pkg, relation, onChoose }: { pkg: BillingPackage; relation: Relation; onChoose: () => void }) {
  const headingId = `package-${pkg.code}`;
  const label =
    relation === 'upgrade' ? text.upgrade(pkg.name) : relation === 'downgrade' ? text.downgrade(pkg.name) : text.choose(pkg.name);
  return (
    <Card aria-labelledby={headingId} data-testid={`package-${pkg.code}`}>
      <h2 id={headingId}>
        {pkg.name} {pkg.is_premium ? <Badge $tone="success">Premium</Badge> : null}
      </h2>
      <p>
        <Price>{formatCents(pkg.price_cents)}</Price> {text.perMonth}
      </p>
      <Muted $small>{text.netPrice(formatCents(pkg.net_price_cents))}</Muted>
      <Muted>{pkg.description}</Muted>
      <ul>
        {pkg.is_premium ? <li>{text.premiumBadge}</li> : null}
        <li>{text.products(pkg.max_active_products)}</li>
        <li>{text.leadRoutes(pkg.max_lead_routes)}</li>
        <li>{text.stores(pkg.max_store_locations)}</li>
      </ul>
      {relation === 'current' ? (
        <Badge $tone="info" data-testid="current-package">
          {text.current}
        </Badge>
      ) : relation === 'pending' ? null : (
        <Button type="button" variant={relation === 'downgrade' ? 'secondary' : 'primary'} onClick={onChoose}>
          {label}
        </Button>
      )}
    </Card>
  );
}
