import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, PageContainer, usePageTitle } from '@marktplatz/shared';
import { Actions, Alert, Muted, Narrow } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextInput } from '../../../lib/Field';
import { messages } from '../../../messages';
import { setPassword } from '../api/setPassword';

const t = messages.password;

/** `/admin/passwort?token=`: the invitation's link sets the member's password. */
export default function SetPasswordPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPasswordValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 8) return setErrors({ password: t.tooShort });
    if (password !== repeat) return setErrors({ repeat: t.mismatch });
    setBusy(true);
    setErrors({});
    try {
      await setPassword({ token, password });
      setDone(true);
    } catch (failure) {
      if (failure instanceof AdminFailure)
        setErrors({ password: failure.field('password'), form: failure.field('password') ? undefined : failure.message });
      else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title={t.title}>
      <Narrow>
        {!token ? (
          <Alert $tone="error" role="alert">
            {t.missingToken}
          </Alert>
        ) : done ? (
          <>
            <Alert $tone="success" role="status">
              {t.done}
            </Alert>
            <Link to={messages.loginPath}>{t.toLogin}</Link>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t.title}>
            <Muted>{t.intro}</Muted>
            <TextInput
              id="admin-new-password"
              label={t.password}
              hint={t.hint}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => setPasswordValue(event.target.value)}
            />
            <TextInput
              id="admin-new-password-repeat"
              label={t.repeat}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              error={errors.repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
            {errors.form ? (
              <Alert $tone="error" role="alert">
                {errors.form}
              </Alert>
            ) : null}
            <Actions>
              <Button type="submit" loading={busy}>
                {t.submit}
              </Button>
            </Actions>
          </form>
        )}
      </Narrow>
    </PageContainer>
  );
}
