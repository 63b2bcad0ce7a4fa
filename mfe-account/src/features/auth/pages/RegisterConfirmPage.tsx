import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, email, errorMessage, notify, PageContainer, Spinner, TextField, usePageTitle } from '@marktplatz/shared';
import { Alert, Narrow } from '@marktplatz/shared/kit';
import { confirmEmail } from '../api/confirmEmail';
import { resendConfirmation } from '../api/resendConfirmation';
import { messages } from '../../../messages';

type State = 'checking' | 'ok' | 'failed';

/** `/register/confirm`: landing after the e-mail link (`?confirmed=1|0`, or `?token=` confirmed here). */
export default function RegisterConfirmPage() {
  usePageTitle(messages.confirm.title);
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmed = params.get('confirmed');
  const [state, setState] = useState<State>(token && confirmed === null ? 'checking' : confirmed === '1' ? 'ok' : 'failed');

  useEffect(() => {
    if (!token || confirmed !== null) return;
    let active = true;
    confirmEmail(token).then(
      () => active && setState('ok'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [token, confirmed]);

  return (
    <PageContainer title={messages.confirm.title}>
      <Narrow>
        {state === 'checking' ? <Spinner block label={messages.confirm.checking} /> : null}
        {state === 'ok' ? (
          <Card role="status">
            <p>{messages.confirm.ok}</p>
            <Link to="/login">{messages.register.toLogin}</Link>
          </Card>
        ) : null}
        {state === 'failed' ? (
          <>
            <Alert role="alert" $tone="error">
              {messages.confirm.failed}
            </Alert>
            <Card>
              <h2>{messages.confirm.resendTitle}</h2>
              <Form<{ email?: string }>
                onSubmit={async (values) => {
                  try {
                    await resendConfirmation(values.email ?? '');
                    notify.info(messages.login.resent);
                  } catch (error) {
                    notify.error(errorMessage(error));
                  }
                }}
              >
                {({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate>
                    <TextField name="email" type="email" label={messages.fields.email} required validate={email} autoComplete="email" />
                    <Button type="submit" loading={submitting}>
                      {messages.login.resend}
                    </Button>
                  </form>
                )}
              </Form>
            </Card>
          </>
        ) : null}
      </Narrow>
    </PageContainer>
  );
}
