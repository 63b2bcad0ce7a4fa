import { useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, TextField, usePageTitle } from '@marktplatz/shared';
import { Alert, FormEnd, Muted, Narrow } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { staffSession } from '../../../lib/session';
import { messages } from '../../../messages';
import type { StaffSession } from '../api/confirmEnrolment';
import { login, type LoginStep } from '../api/login';
import { CodeStep } from '../components/CodeStep';
import { EnrolStep } from '../components/EnrolStep';

const t = messages.login;

const Frame = styled(Narrow)<{ $wide: boolean }>`
  ${({ $wide }) => ($wide ? 'max-width: 48rem;' : '')}
`;

type LoginValues = { email?: string; password?: string };

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
  const [step, setStep] = useState<LoginStep | null>(null);

  const signedIn = (session: StaffSession) => {
    staffSession.start({ token: session.token, expiresAt: session.expires_at, idleMinutes: session.idle_minutes });
    navigate(adminRedirect(params.get('redirect')), { replace: true });
  };

  const submit = async ({ email, password }: LoginValues): Promise<SubmissionErrors | undefined> => {
    if (!email?.trim() || !password) return { [FORM_ERROR]: t.fieldsRequired };
    try {
      setStep(await login({ email: email.trim(), password }));
      return undefined;
    } catch (failure) {
      if (!(failure instanceof AdminFailure)) return { [FORM_ERROR]: messages.errors.generic };
      return { email: failure.field('email'), password: failure.field('password'), [FORM_ERROR]: failure.message };
    }
  };

  const notice = params.get('grund') === 'abgelaufen' ? t.expired : params.get('grund') === 'abgemeldet' ? t.loggedOut : null;

  return (
    <PageContainer title={t.title}>
      <Frame $wide={step?.step === 'enrol'}>
        {notice && !step ? <Alert $tone="info">{notice}</Alert> : null}
        {step === null ? (
          <Form<LoginValues>
            onSubmit={submit}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t.title}>
                <Muted>{t.intro}</Muted>
                <TextField
                  id="admin-email"
                  name="email"
                  label={t.email}
                  type="email"
                  autoComplete="username"
                  required
                  requiredMessage={t.fieldsRequired}
                />
                <TextField
                  id="admin-password"
                  name="password"
                  label={t.password}
                  type="password"
                  autoComplete="current-password"
                  required
                  requiredMessage={t.fieldsRequired}
                />
                <FormEnd error={submitError} submitting={submitting} label={t.submit} />
              </form>
            )}
          />
        ) : step.step === 'enrol' ? (
          <EnrolStep step={step} onSignedIn={signedIn} />
        ) : (
          <CodeStep challenge={step.challenge} onSignedIn={signedIn} onBack={() => setStep(null)} />
        )}
      </Frame>
    </PageContainer>
  );
}
