import { useState, type FormEvent } from 'react';
import { Button } from '@marktplatz/shared';
import { Actions, Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextInput } from '../../../lib/Field';
import { messages } from '../../../messages';
import type { StaffSession } from '../api/confirmEnrolment';
import { submitCode } from '../api/submitCode';

const t = messages.login;

/** The second step of the login: the app's code, or (switch) a recovery code. */
export function CodeStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (session: StaffSession) => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = recovery ? value.trim() : value.replace(/\s/g, '');
    if (!entered) return setError(recovery ? t.recoveryRequired : t.codeRequired);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await submitCode(recovery ? { challenge, recovery_code: entered } : { challenge, code: entered }));
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof AdminFailure ? (failure.field(recovery ? 'recovery_code' : 'code') ?? failure.message) : t.codeRequired);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-code-title">
      <h2 id="admin-code-title">{t.codeTitle}</h2>
      <Muted>{recovery ? t.recoveryHint : t.codeHint}</Muted>
      {recovery ? (
        <TextInput
          id="admin-recovery"
          label={t.recoveryLabel}
          autoComplete="off"
          value={value}
          error={error}
          required
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextInput
          id="admin-code"
          label={t.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={value}
          error={error}
          required
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <Actions>
        <Button type="submit" loading={busy}>
          {t.signIn}
        </Button>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(undefined);
          }}
        >
          {recovery ? t.useCode : t.useRecovery}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
      </Actions>
      {error && !recovery && !value ? <Alert $tone="error">{error}</Alert> : null}
    </form>
  );
}
