import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, PageContainer, PasswordField, toSubmissionErrors, usePageTitle } from '@marktplatz/shared';
import { Alert, FormEnd, FormRefusal, Narrow } from '@marktplatz/shared/kit';
import { resetPassword } from '../api/resetPassword';
import { matchingPasswords, passwordRule } from '../../../lib/forms';
import { messages } from '../../../messages';

interface ResetValues {
  password?: string;
  password_confirmation?: string;
}

/** `/password/reset?token=…&email=…`: the new password; afterwards „reset done“. */
export default function ResetPasswordPage() {
  usePageTitle(messages.reset.title);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  return (
    <PageContainer title={messages.reset.title}>
      <Narrow>
        {!token ? (
          <Alert role="alert" $tone="error">
            {messages.reset.missingToken} <Link to="/forgot-password">{messages.reset.requestNew}</Link>
          </Alert>
        ) : done ? (
          <Card role="status" data-testid="reset-done">
            <p>{messages.reset.done}</p>
            <Link to="/login">{messages.register.toLogin}</Link>
          </Card>
        ) : (
          <Card>
            {params.get('email') ? <p>{params.get('email')}</p> : null}
            <Form<ResetValues>
              validate={matchingPasswords}
              onSubmit={async (values) => {
                try {
                  await resetPassword({ token, password: values.password ?? '', password_confirmation: values.password_confirmation });
                  setDone(true);
                  return undefined;
                } catch (error) {
                  return toSubmissionErrors(error);
                }
              }}
            >
              {({ handleSubmit, submitting, submitError }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={messages.reset.title}>
                  <FormRefusal error={submitError} />
                  <PasswordField
                    name="password"
                    label={messages.fields.password}
                    required
                    validate={passwordRule}
                    autoComplete="new-password"
                  />
                  <PasswordField
                    name="password_confirmation"
                    label={messages.fields.passwordConfirmation}
                    required
                    autoComplete="new-password"
                  />
                  <FormEnd submitting={submitting} label={messages.reset.submit} />
                </form>
              )}
            </Form>
          </Card>
        )}
      </Narrow>
    </PageContainer>
  );
}
