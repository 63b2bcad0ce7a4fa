import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, errorMessage, PageContainer, usePageTitle } from '@marktplatz/shared';
import { Alert, Narrow } from '@marktplatz/shared/kit';
import { unsubscribeWithToken } from '../api/unsubscribeWithToken';
import { messages } from '../../../messages';

/** `/account/newsletter/unsubscribe?email=…&token=…` (public): asks, then posts the link's e-mail and token. */
export default function UnsubscribePage() {
  usePageTitle(messages.newsletter.unsubscribeTitle);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const message = await unsubscribeWithToken(email, token);
      setResult({ ok: true, text: message ?? messages.newsletter.unsubscribed });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title={messages.newsletter.unsubscribeTitle}>
      <Narrow>
        {!email || !token ? (
          <Alert role="alert" $tone="error">
            {messages.newsletter.unsubscribeInvalid}
          </Alert>
        ) : result ? (
          <Alert role={result.ok ? 'status' : 'alert'} $tone={result.ok ? 'success' : 'error'}>
            {result.text}
          </Alert>
        ) : (
          <Card>
            <p>{messages.newsletter.unsubscribeText(email)}</p>
            <Button type="button" loading={busy} onClick={() => void submit()}>
              {messages.newsletter.unsubscribe}
            </Button>
          </Card>
        )}
      </Narrow>
    </PageContainer>
  );
}
