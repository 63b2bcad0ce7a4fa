import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, errorMessage, notify, useFetch } from '@marktplatz/shared';
import { Alert, LoadState, Muted } from '@marktplatz/shared/kit';
import { getNewsletterStatus, type NewsletterStatus } from '../api/getNewsletterStatus';
import { setNewsletterSubscription } from '../api/setNewsletterSubscription';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

function statusText(status: NewsletterStatus): string {
  if (status.subscribed) return messages.newsletter.subscribed(status.email);
  if (status.pending) return messages.newsletter.pending(status.email);
  return messages.newsletter.notSubscribed(status.email);
}

/** `/account/newsletter`: status of the account e-mail, subscribe (double opt-in) or unsubscribe. */
export default function NewsletterPage() {
  const [params] = useSearchParams();
  const confirmed = params.get('confirmed');
  const state = useFetch((signal) => getNewsletterStatus(signal), []);
  const [busy, setBusy] = useState(false);

  const change = async (subscribe: boolean) => {
    setBusy(true);
    try {
      await setNewsletterSubscription(subscribe);
      if (!subscribe) notify.success(messages.newsletter.unsubscribed);
      state.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLayout title={messages.newsletter.title}>
      {confirmed === '1' ? (
        <Alert role="status" $tone="success">
          {messages.newsletter.confirmed}
        </Alert>
      ) : null}
      {confirmed === '0' ? (
        <Alert role="alert" $tone="error">
          {messages.newsletter.confirmFailed}
        </Alert>
      ) : null}
      <Card>
        <Muted>{messages.newsletter.text}</Muted>
        <LoadState state={state}>
          {(status) => (
            <>
              <p role="status" data-testid="newsletter-status">
                {statusText(status)}
              </p>
              {status.subscribed || status.pending ? (
                <Button type="button" variant="secondary" loading={busy} onClick={() => void change(false)}>
                  {messages.newsletter.unsubscribe}
                </Button>
              ) : (
                <Button type="button" loading={busy} onClick={() => void change(true)}>
                  {messages.newsletter.subscribe}
                </Button>
              )}
            </>
          )}
        </LoadState>
      </Card>
    </AccountLayout>
  );
}
