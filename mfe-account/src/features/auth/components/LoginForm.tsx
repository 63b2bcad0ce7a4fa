import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import {
  authStorage,
  Button,
  errorMessage,
  notify,
  PasswordField,
  required,
  TextField,
  type LoginResponse,
  useAuth,
} from '@marktplatz/shared';
import { Alert, FormEnd, FormRefusal, ServerRenderedForm } from '@marktplatz/shared/kit';
import { isTwoFactorChallenge, login, type TwoFactorChallenge } from '../api/login';
import { loginTwoFactor } from '../api/loginTwoFactor';
import { resendConfirmation } from '../api/resendConfirmation';
import { messages } from '../../../messages';

interface LoginValues {
  login?: string;
  password?: string;
}

const sixDigits = (value: unknown) => (typeof value === 'string' && /^\d{6}$/.test(value.trim()) ? undefined : messages.login.codeInvalid);

function codeOf(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
}

/** Login with the optional two-factor step; calls `onLoggedIn` with the role after the session is stored. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (role: string) => void }) {
  const { login: startSession } = useAuth();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const finish = (response: LoginResponse) => {
    startSession(response);
    authStorage.setBanner({
      registration_completed: response.registration_completed ?? null,
      canceled: false,
      role: response.role,
    });
    notify.success(messages.login.success);
    onLoggedIn(response.role);
  };

  const submitCredentials = async (values: LoginValues) => {
    setUnconfirmedEmail(null);
    try {
      const result = await login({ login: values.login ?? '', password: values.password ?? '' });
      if (isTwoFactorChallenge(result)) setChallenge(result);
      else finish(result);
      return undefined;
    } catch (error) {
      if (codeOf(error) === 'EMAIL_NOT_CONFIRMED') {
        setUnconfirmedEmail(values.login ?? '');
        return { [FORM_ERROR]: messages.login.notConfirmed };
      }
      return { [FORM_ERROR]: errorMessage(error) };
    }
  };

  const submitCode = async (values: { code?: string }) => {
    if (!challenge) return undefined;
    try {
      finish(await loginTwoFactor(challenge.two_factor_token, (values.code ?? '').trim()));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorMessage(error) };
    }
  };

  if (challenge) {
    return (
      <Form<{ code?: string }> onSubmit={submitCode}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="two-factor-title">
            <h2 id="two-factor-title">{messages.login.twoFactorTitle}</h2>
            <p>{messages.login.twoFactorText(challenge.two_factor_mobile_hint)}</p>
            <FormRefusal error={submitError} />
            <TextField
              name="code"
              label={messages.login.code}
              required
              validate={sixDigits}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <FormEnd
              submitting={submitting}
              label={messages.login.verify}
              secondary={
                <Button type="button" variant="link" onClick={() => setChallenge(null)}>
                  {messages.login.restart}
                </Button>
              }
            />
          </form>
        )}
      </Form>
    );
  }

  return (
    <Form<LoginValues> onSubmit={submitCredentials}>
      {({ handleSubmit, submitting, submitError }) => (
        <ServerRenderedForm onSubmit={handleSubmit} noValidate aria-label={messages.login.title}>
          {submitError ? (
            <Alert role="alert" $tone="error" data-testid="login-error">
              {submitError}
            </Alert>
          ) : null}
          {unconfirmedEmail ? (
            <p>
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  void resendConfirmation(unconfirmedEmail).then(
                    () => notify.info(messages.login.resent),
                    (error: unknown) => notify.error(errorMessage(error)),
                  )
                }
              >
                {messages.login.resend}
              </Button>
            </p>
          ) : null}
          <TextField name="login" label={messages.fields.emailOrUsername} required autoComplete="username" />
          <PasswordField name="password" label={messages.fields.password} required validate={required} autoComplete="current-password" />
          <FormEnd
            submitting={submitting}
            label={messages.login.submit}
            secondary={<Link to="/forgot-password">{messages.login.forgot}</Link>}
          />
        </ServerRenderedForm>
      )}
    </Form>
  );
}
