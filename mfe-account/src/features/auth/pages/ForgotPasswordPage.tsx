import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Card, email, PageContainer, TextField, toSubmissionErrors, useFetch, usePageTitle } from '@marktplatz/shared';
import { Alert, FormEnd, FormRefusal, Muted, Narrow } from '@marktplatz/shared/kit';
import { fetchForgotPasswordText } from '../api/forgotPasswordText';
import { remindPassword } from '../api/remindPassword';
import { messages } from '../../../messages';

/** `/forgot-password`: the content text and the reminder form; after sending, „reminder sent“. */
export default function ForgotPasswordPage() {
  usePageTitle(messages.forgot.title);
  const { data: content } = useFetch(() => fetchForgotPasswordText(), []);
  const [sent, setSent] = useState(false);

  return (
    <PageContainer title={content?.title || messages.forgot.title}>
      <Narrow>
        <Muted>{content?.content || messages.forgot.text}</Muted>
        {sent ? (
          <Alert role="status" $tone="success" data-testid="reminder-sent">
            {messages.forgot.sent}
          </Alert>
        ) : (
          <Card>
            <Form<{ email?: string }>
              onSubmit={async (values) => {
                try {
                  await remindPassword((values.email ?? '').trim());
                  setSent(true);
                  return undefined;
                } catch (error) {
                  return toSubmissionErrors(error);
                }
              }}
            >
              {({ handleSubmit, submitting, submitError }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={messages.forgot.title}>
                  <FormRefusal error={submitError} />
                  <TextField name="email" type="email" label={messages.fields.email} required validate={email} autoComplete="email" />
                  <FormEnd submitting={submitting} label={messages.forgot.submit} />
                </form>
              )}
            </Form>
          </Card>
        )}
        <p>
          <Link to="/login">{messages.register.toLogin}</Link>
        </p>
      </Narrow>
    </PageContainer>
  );
}
