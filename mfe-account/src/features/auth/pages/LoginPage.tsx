import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, PageContainer, useAuth } from '@marktplatz/shared';
import { LoginForm } from '../components/LoginForm';
import { PageBanner } from '../components/PageBanner';
import { safeRedirect } from '../../../lib/RequireAuth';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Alert, Narrow } from '../../../lib/ui';
import { messages } from '../../../messages';

/** `/login`: banner, login (with the two-factor step), then back to `redirect` or the overview. */
export default function LoginPage() {
  usePageTitle(messages.login.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { authenticated, initialised } = useAuth();
  const target = safeRedirect(params.get('redirect'));
  const confirmed = params.get('confirmed');

  if (initialised && authenticated) return <Navigate to={target} replace />;

  return (
    <PageContainer title={messages.login.title}>
      <Narrow>
        <PageBanner page="LOGIN" />
        {confirmed === '1' ? <Alert role="status" $tone="success">{messages.login.confirmed}</Alert> : null}
        {confirmed === '0' ? <Alert role="alert" $tone="error">{messages.login.confirmFailed}</Alert> : null}
        {params.get('redirect') ? <Alert role="status">{messages.login.loginRequired}</Alert> : null}
        <Card>
          <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
        </Card>
        <p>
          {messages.login.noAccount} <Link to="/register">{messages.login.register}</Link>
        </p>
      </Narrow>
    </PageContainer>
  );
}
