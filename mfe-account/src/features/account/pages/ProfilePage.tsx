import { Card, Stack, useAuth, useFetch } from '@marktplatz/shared';
import { LoadState } from '@marktplatz/shared/kit';
import { getProfile } from '../api/getProfile';
import { AvatarUpload } from '../components/AvatarUpload';
import { DetailsForm } from '../components/DetailsForm';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

/** `/account/profile`: avatar and personal details. */
export default function ProfilePage() {
  const { role } = useAuth();
  const profile = useFetch((signal) => getProfile(role, signal), [role]);
  return (
    <AccountLayout title={messages.profile.title}>
      <LoadState state={profile}>
        {(data) => (
          <Stack $gap="lg">
            <Card aria-labelledby="avatar-title">
              <h2 id="avatar-title">{messages.profile.avatar}</h2>
              <AvatarUpload current={data.avatar} />
            </Card>
            <Card aria-labelledby="details-title">
              <h2 id="details-title">{messages.profile.details}</h2>
              <DetailsForm profile={data} />
            </Card>
          </Stack>
        )}
      </LoadState>
    </AccountLayout>
  );
}
