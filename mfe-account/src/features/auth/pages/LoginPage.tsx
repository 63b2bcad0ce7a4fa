import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, PageContainer, safeRedirect, useAuth, usePageTitle } from '@marktplatz/shared';
import { Alert, Narrow } from '@marktplatz/shared/kit';
import { LoginForm } from '../components/LoginForm';
import { PageBanner } from '../components/PageBanner';
import { messages } from '../../../messages';
import type { AuthPageData } from '../lib/pageData';

/** Where a login without `redirect` leads: a provider to the provider dashboard, a customer to the account. */
export const PROVIDER_HOME = '/shop/provider';

/** The checkout's address: a login on the way there says so. */
const CHECKOUT_PATH = '/shop/checkout';

/** Why the login is asked for: the checkout by name, any other page in general words. */
function loginReason(redirect: string): string {
  const path = redirect.split(/[?#]/)[0] ?? '';
  return path === CHECKOUT_PATH || path.startsWith(`${CHECKOUT_PATH}/`)
    ? messages.login.checkoutLoginRequired
    : messages.login.loginRequired;
}

export function homeFor(role: string | null | undefined): string {
  return role === 'Company' || role === 'Business' ? PROVIDER_HOME : '/account';
}

/**
 * `/login`: banner, login (with the two-factor step), then back to `redirect`, else to the role's start page. `data`:
 * the server render's (its banners), on the server and in the browser's hydration.
 */
export default function LoginPage({ data }: { data?: AuthPageData }) {
  usePageTitle(messages.login.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { authenticated, initialised, role } = useAuth();
  const redirect = params.get('redirect');
  const targetFor = (loggedInRole: string | null | undefined) => safeRedirect(redirect, homeFor(loggedInRole));
  const confirmed = params.get('confirmed');

  if (initialised && authenticated) return <Navigate to={targetFor(role)} replace />;

  return (
    <PageContainer title={messages.login.title}>
      <Narrow>
        <PageBanner page="LOGIN" banners={data?.banners} />
        {confirmed === '1' ? (
          <Alert role="status" $tone="success">
            {messages.login.confirmed}
          </Alert>
        ) : null}
        {confirmed === '0' ? (
          <Alert role="alert" $tone="error">
            {messages.login.confirmFailed}
          </Alert>
        ) : null}
        {redirect ? (
          <Alert role="status" data-testid="login-reason">
            {loginReason(redirect)}
          </Alert>
        ) : null}
        <Card>
          <LoginForm onLoggedIn={(loggedInRole) => navigate(targetFor(loggedInRole), { replace: true })} />
        </Card>
        <p>
          {messages.login.noAccount} <Link to="/register">{messages.login.register}</Link>
        </p>
      </Narrow>
    </PageContainer>
  );
}
