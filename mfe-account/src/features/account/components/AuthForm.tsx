import { Form } from 'react-final-form';
import { authStorage, email as emailRule, notify, PasswordField, TextField, toSubmissionErrors } from '@marktplatz/shared';
import { FormEnd, FormGrid, FormRefusal, Muted } from '@marktplatz/shared/kit';
import { type Profile, profileUsername } from '../api/getProfile';
import { updateAuth, type AuthUpdate } from '../api/updateAuth';
import { passwordRule, text } from '../../../lib/forms';
import { messages } from '../../../messages';

export interface AuthValues {
  email?: string;
  username?: string;
  password?: string;
  current_password?: string;
}

/** The `PATCH /me/details/auth` payload: only changed values, the new password only when typed. */
export function authPayload(values: AuthValues, profile: Profile): AuthUpdate {
  const payload: AuthUpdate = { current_password: values.current_password ?? '' };
  if (text(values.email) && text(values.email) !== (profile.email ?? '')) payload.email = text(values.email);
  const username = profileUsername(profile);
  if (text(values.username) && text(values.username) !== username) payload.username = text(values.username);
  if (values.password) payload.password = values.password;
  return payload;
}

/** E-mail, username and password change, confirmed with the current password. */
export function AuthForm({ profile, onSaved }: { profile: Profile; onSaved?: () => void }) {
  const submit = async (values: AuthValues) => {
    try {
      const answer = await updateAuth(authPayload(values, profile));
      if (typeof answer.token === 'string' && answer.token) authStorage.setToken(answer.token);
      notify.success(messages.security.accessSaved);
      onSaved?.();
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error);
    }
  };
  return (
    <Form<AuthValues> onSubmit={submit} initialValues={{ email: profile.email ?? '', username: profileUsername(profile) }}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (!form.getState().submitFailed) {
                form.change('password', undefined);
                form.change('current_password', undefined);
                form.resetFieldState('password');
                form.resetFieldState('current_password');
              }
            });
          }}
          noValidate
          aria-label={messages.security.access}
        >
          <Muted>{messages.security.accessHint}</Muted>
          <FormRefusal error={submitError} />
          <FormGrid>
            <TextField name="email" type="email" label={messages.fields.email} required validate={emailRule} autoComplete="email" />
            <TextField name="username" label={messages.fields.username} autoComplete="username" />
            <PasswordField name="password" label={messages.fields.newPassword} validate={passwordRule} autoComplete="new-password" />
            <PasswordField name="current_password" label={messages.fields.currentPassword} required autoComplete="current-password" />
          </FormGrid>
          <FormEnd submitting={submitting} label={messages.security.save} />
        </form>
      )}
    </Form>
  );
}
