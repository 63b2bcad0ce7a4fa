import { Card, Stack, useAuth, useFetch } from '@marktplatz/shared';
import { LoadState } from '@marktplatz/shared/kit';
import { getProfile } from '../api/getProfile';
import { fetchSecurityTexts } from '../api/securityTexts';
import { AuthForm } from '../components/AuthForm';
import { TwoFactorForm } from '../components/TwoFactorForm';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

/** `/account/security`: access data, two-factor settings and the security texts from the content service. */
export default function SecurityPage() {
  const { role } = useAuth();
  const profile = useFetch((signal) => getProfile(role, signal), [role]);
  const texts = useFetch(() => fetchSecurityTexts(), []);
  return (
    <AccountLayout title={messages.security.title}>
      <Stack $gap="lg">
        <Card aria-labelledby="access-title">
          <h2 id="access-title">{messages.security.access}</h2>
          <LoadState state={profile}>{(data) => <AuthForm profile={data} onSaved={profile.reload} />}</LoadState>
        </Card>
        <Card aria-labelledby="two-factor-title">
          <h2 id="two-factor-title">{messages.security.twoFactor}</h2>
          <TwoFactorForm />
        </Card>
        {texts.data && texts.data.length > 0 ? (
          <Card aria-labelledby="tips-title">
            <h2 id="tips-title">{messages.security.tips}</h2>
            {texts.data.map((entry) => (
              <section key={entry.id}>
                <h3>{entry.title}</h3>
                <p>{entry.content}</p>
              </section>
            ))}
          </Card>
        ) : null}
      </Stack>
    </AccountLayout>
  );
}
