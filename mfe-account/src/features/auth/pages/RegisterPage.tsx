import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, PageContainer, Tabs, usePageTitle } from '@marktplatz/shared';
import { Alert, Narrow } from '@marktplatz/shared/kit';
import { PageBanner } from '../components/PageBanner';
import { RegisterForm, type AccountKind, type RegistrationResult } from '../components/RegisterForm';
import { messages } from '../../../messages';
import type { AuthPageData } from '../lib/pageData';

/**
 * `/register`: customer and provider tabs; after sending, the result state (registered or e-mail duplicated). `data`:
 * the server render's (its banners), on the server and in the browser's hydration.
 */
export default function RegisterPage({ data }: { data?: AuthPageData }) {
  usePageTitle(messages.register.title);
  const [params, setParams] = useSearchParams();
  const kind: AccountKind = params.get('type') === 'provider' ? 'provider' : 'customer';
  const [result, setResult] = useState<RegistrationResult | null>(null);

  const form = (tab: AccountKind) => <RegisterForm kind={tab} onResult={setResult} />;

  return (
    <PageContainer title={messages.register.title}>
      <Narrow>
        <PageBanner page="REGISTRATION" banners={data?.banners} />
        {result?.state === 'registered' ? (
          <Card role="status" data-testid="registration-result" data-state="registered">
            <h2>{messages.register.registeredTitle}</h2>
            <p>{messages.register.registered(result.email)}</p>
            <Link to="/login">{messages.register.toLogin}</Link>
          </Card>
        ) : (
          <>
            {result?.state === 'duplicated' ? (
              <Alert role="alert" $tone="error" data-testid="registration-result" data-state="duplicated">
                {messages.register.duplicated} <Link to="/login">{messages.register.toLogin}</Link>
              </Alert>
            ) : null}
            <Tabs
              label={messages.register.tabsLabel}
              selectedId={kind}
              onChange={(id) => {
                setResult(null);
                setParams(id === 'provider' ? { type: 'provider' } : {}, { replace: true });
              }}
              tabs={[
                { id: 'customer', label: messages.register.customer, content: kind === 'customer' ? form('customer') : null },
                { id: 'provider', label: messages.register.provider, content: kind === 'provider' ? form('provider') : null },
              ]}
            />
            <p>
              {messages.register.haveAccount} <Link to="/login">{messages.register.toLogin}</Link>
            </p>
          </>
        )}
      </Narrow>
    </PageContainer>
  );
}
