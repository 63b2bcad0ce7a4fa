import { useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import { PageContainer, TextField, usePageTitle } from '@marktplatz/shared';
import { Alert, FormEnd, Muted, Narrow } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { setPassword } from '../api/setPassword';

const t = messages.password;

type Values = { password?: string; repeat?: string };

/** `/admin/passwort?token=`: the invitation's link sets the member's password. */
export default function SetPasswordPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);

  const submit = async ({ password }: Values): Promise<SubmissionErrors | undefined> => {
    try {
      await setPassword({ token, password: password ?? '' });
      setDone(true);
      return undefined;
    } catch (failure) {
      if (!(failure instanceof AdminFailure)) return { [FORM_ERROR]: messages.errors.generic };
      return { password: failure.field('password'), [FORM_ERROR]: failure.field('password') ? undefined : failure.message };
    }
  };

  return (
    <PageContainer title={t.title}>
      <Narrow>
        {!token ? (
          <Alert $tone="error" role="alert">
            {t.missingToken}
          </Alert>
        ) : done ? (
          <>
            <Alert $tone="success" role="status">
              {t.done}
            </Alert>
            <Link to={messages.loginPath}>{t.toLogin}</Link>
          </>
        ) : (
          <Form<Values>
            onSubmit={submit}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t.title}>
                <Muted>{t.intro}</Muted>
                <TextField
                  id="admin-new-password"
                  name="password"
                  label={t.password}
                  hint={t.hint}
                  type="password"
                  autoComplete="new-password"
                  required
                  requiredMessage={t.tooShort}
                  validate={(value) => (typeof value === 'string' && value.length >= 8 ? undefined : t.tooShort)}
                />
                <TextField
                  id="admin-new-password-repeat"
                  name="repeat"
                  label={t.repeat}
                  type="password"
                  autoComplete="new-password"
                  required
                  requiredMessage={t.mismatch}
                  validate={(value, all) => (value === (all as Values).password ? undefined : t.mismatch)}
                />
                <FormEnd error={submitError} submitting={submitting} label={t.submit} />
              </form>
            )}
          />
        )}
      </Narrow>
    </PageContainer>
  );
}
