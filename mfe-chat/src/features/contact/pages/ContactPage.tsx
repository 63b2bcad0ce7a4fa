import { useState, useSyncExternalStore } from 'react';
import { Field, Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CheckboxField,
  PageContainer,
  SelectField,
  TextField,
  TextareaField,
  email,
  toSubmissionErrors,
  useAuth,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Alert, FormEnd, FormRefusal, Muted, Narrow, ServerRenderedForm } from '@marktplatz/shared/kit';
import { getContactCategories, type ContactCategory } from '../api/getContactCategories';
import { submitContact } from '../api/submitContact';
import { messages } from '../../../messages';

interface ContactValues {
  category_id?: string;
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  privacy_consent?: boolean;
  website?: string;
}

/** Off-screen for people (and hidden from screen readers); bots fill it in. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const atLeastTen = (value: unknown) => (typeof value === 'string' && value.trim().length >= 10 ? undefined : messages.contact.messageMin);
const mustConsent = (value: unknown) => (value ? undefined : messages.contact.privacyRequired);

const noSubscription = () => () => undefined;

/**
 * Whether the page runs in the browser after its start: false on the server and in the first render that hydrates
 * the server's markup, true in any other render (a page the browser renders itself has it from its first render).
 */
const useStarted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** `/chat/contact`: the contact form (category, name, e-mail, subject, message, privacy consent). */
export default function ContactPage({ initialCategories }: { initialCategories?: ContactCategory[] } = {}) {
  usePageTitle(messages.contact.title);
  const { user: sessionUser } = useAuth();
  // The signed-in visitor's name and address fill the form only in the browser: the server's (cacheable) HTML and
  // the render that hydrates it are the guest's empty form.
  const user = useStarted() ? sessionUser : null;
  const categories = useFetch((signal) => getContactCategories(signal), [], { initial: () => initialCategories });
  const [sent, setSent] = useState<string | null>(null);
  const initial: ContactValues = {
    name: [user?.first_name, user?.last_name].filter(Boolean).join(' ') || undefined,
    email: typeof user?.email === 'string' ? user.email : undefined,
  };

  return (
    <PageContainer title={messages.contact.title}>
      <Narrow>
        <Muted>{messages.contact.intro}</Muted>
        {sent ? (
          <>
            <Alert role="status" $tone="success" data-testid="contact-sent">
              {sent}
            </Alert>
            <Button variant="secondary" onClick={() => setSent(null)}>
              {messages.contact.another}
            </Button>
          </>
        ) : (
          <Card>
            {categories.error !== undefined ? (
              <Alert role="alert" $tone="error">
                {messages.contact.categoriesFailed}
              </Alert>
            ) : null}
            {/* A signed-in visitor's name and address arrive right after a hydration: they fill only what is still
                untouched, what was typed stays (keepDirtyOnReinitialize). */}
            <Form<ContactValues>
              initialValues={initial}
              keepDirtyOnReinitialize
              onSubmit={async (values) => {
                try {
                  const message = await submitContact({
                    category_id: Number(values.category_id),
                    name: (values.name ?? '').trim(),
                    email: (values.email ?? '').trim(),
                    subject: (values.subject ?? '').trim(),
                    message: (values.message ?? '').trim(),
                    privacy_consent: values.privacy_consent === true,
                    website: values.website ?? '',
                  });
                  setSent(message ?? messages.contact.sent);
                  return undefined;
                } catch (error) {
                  return toSubmissionErrors(error);
                }
              }}
            >
              {({ handleSubmit, submitting, submitError }) => (
                <ServerRenderedForm onSubmit={handleSubmit} noValidate aria-label={messages.contact.title} data-testid="contact-form">
                  <FormRefusal error={submitError} />
                  <SelectField
                    name="category_id"
                    label={messages.contact.category}
                    required
                    options={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
                  />
                  <TextField name="name" label={messages.contact.name} required maxLength={100} autoComplete="name" />
                  <TextField name="email" type="email" label={messages.contact.email} required validate={email} autoComplete="email" />
                  <TextField name="subject" label={messages.contact.subject} required maxLength={150} />
                  <TextareaField name="message" label={messages.contact.message} required maxLength={5000} rows={6} validate={atLeastTen} />
                  <Honeypot aria-hidden="true">
                    <label htmlFor="contact-website">{messages.contact.honeypot}</label>
                    <Field name="website" component="input" id="contact-website" tabIndex={-1} autoComplete="off" />
                  </Honeypot>
                  <CheckboxField name="privacy_consent" label={messages.contact.privacy} validate={mustConsent} />
                  <p>
                    <Link to="/page/datenschutz">{messages.contact.privacyLink}</Link>
                  </p>
                  <FormEnd submitting={submitting} label={messages.contact.submit} testId="contact-submit" />
                </ServerRenderedForm>
              )}
            </Form>
          </Card>
        )}
      </Narrow>
    </PageContainer>
  );
}
