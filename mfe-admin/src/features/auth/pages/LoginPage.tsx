import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageContainer, usePageTitle } from '@marktplatz/shared';
import { Actions, Alert, Muted, Narrow } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextInput } from '../../../lib/Field';
import { staffSession } from '../../../lib/session';
import { messages } from '../../../messages';
import type { StaffSession } from '../api/confirmEnrolment';
import { login, type LoginStep } from '../api/login';
import { CodeStep } from '../components/CodeStep';
import { EnrolStep } from '../components/EnrolStep';

const t = messages.login;

/** Where to go after the login: a back-office path from `?redirect=`, else the start page. */
export function adminRedirect(target: string | null): string {
  if (!target || !target.startsWith('/admin') || target.startsWith('/admin/login') || target.startsWith('/admin/passwort'))
    return messages.home;
  return target;
}

/** `/admin/login`: e-mail and password, then the app's code — or, the first time, the enrolment. */
export default function LoginPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<LoginStep | null>(null);
  const [error, setError] = useState<AdminFailure | string>();
  const [busy, setBusy] = useState(false);

  const signedIn = (session: StaffSession) => {
    staffSession.start({ token: session.token, expiresAt: session.expires_at, idleMinutes: session.idle_minutes });
    navigate(adminRedirect(params.get('redirect')), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t.fieldsRequired);
    setBusy(true);
    setError(undefined);
    try {
      setStep(await login({ email: email.trim(), password }));
      setPassword('');
    } catch (failure) {
      setError(failure instanceof AdminFailure ? failure : messages.errors.generic);
    } finally {
      setBusy(false);
    }
  };

  const notice = params.get('grund') === 'abgelaufen' ? t.expired : params.get('grund') === 'abgemeldet' ? t.loggedOut : null;
  const failure = typeof error === 'string' ? error : error?.message;

  return (
    <PageContainer title={t.title}>
      <Narrow style={step?.step === 'enrol' ? { maxWidth: '48rem' } : undefined}>
        {notice && !step ? <Alert $tone="info">{notice}</Alert> : null}
        {step === null ? (
          <form onSubmit={submit} noValidate aria-label={t.title}>
            <Muted>{t.intro}</Muted>
            <TextInput
              id="admin-email"
              label={t.email}
              type="email"
              autoComplete="username"
              value={email}
              required
              error={typeof error === 'object' ? error.field('email') : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextInput
              id="admin-password"
              label={t.password}
              type="password"
              autoComplete="current-password"
              value={password}
              required
              error={typeof error === 'object' ? error.field('password') : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {failure ? (
              <Alert $tone="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Actions>
              <Button type="submit" loading={busy}>
                {t.submit}
              </Button>
            </Actions>
          </form>
        ) : step.step === 'enrol' ? (
          <EnrolStep step={step} onSignedIn={signedIn} />
        ) : (
          <CodeStep challenge={step.challenge} onSignedIn={signedIn} onBack={() => setStep(null)} />
        )}
      </Narrow>
    </PageContainer>
  );
}
