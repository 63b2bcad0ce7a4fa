import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, messages as sharedMessages, useAuth } from '@marktplatz/shared';
import { ACCOUNT_LINKS, AccountLayout } from '../../../lib/AccountLayout';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Muted } from '../../../lib/ui';
import { messages } from '../../../messages';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  > li > * {
    height: 100%;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CARD_TEXT: Record<string, string> = {
  '/account/profile': messages.overview.cards.profile,
  '/account/security': messages.overview.cards.security,
  '/account/addresses': messages.overview.cards.addresses,
  '/account/notifications': messages.overview.cards.notifications,
  '/account/newsletter': messages.overview.cards.newsletter,
  '/account/delete': messages.overview.cards.delete,
};

/** `/account`: greeting, the account sections and, for providers, the provider navigation. */
export default function OverviewPage() {
  usePageTitle(messages.overview.title);
  const { user, role } = useAuth();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || (typeof user?.name === 'string' ? user.name : '');
  const sections = ACCOUNT_LINKS.filter((link) => link.to !== '/account' && (!link.customerOnly || role === 'User'));
  return (
    <AccountLayout title={messages.overview.title}>
      <h2>{messages.overview.greeting(name)}</h2>
      <Muted data-testid="account-role">{messages.overview.role(role ? sharedMessages.roles[role] : '')}</Muted>
      <Grid aria-label={messages.nav.label}>
        {sections.map((link) => (
          <li key={link.to}>
            <Card>
              <h3>
                <Link to={link.to}>{link.label}</Link>
              </h3>
              <p>{CARD_TEXT[link.to]}</p>
            </Card>
          </li>
        ))}
      </Grid>
      {role === 'Company' ? (
        <nav aria-labelledby="provider-nav-title" data-testid="provider-navigation">
          <h2 id="provider-nav-title">{messages.nav.providerLabel}</h2>
          <Grid>
            {messages.overview.provider.map((link) => (
              <li key={link.to}>
                <Card>
                  <h3>
                    <Link to={link.to}>{link.label}</Link>
                  </h3>
                </Card>
              </li>
            ))}
          </Grid>
        </nav>
      ) : null}
    </AccountLayout>
  );
}
