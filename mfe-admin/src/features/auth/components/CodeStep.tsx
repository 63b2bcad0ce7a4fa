import { useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, TextField } from '@marktplatz/shared';
import { Actions, Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import type { StaffSession } from '../api/confirmEnrolment';
import { submitCode } from '../api/submitCode';

const t = messages.login;

interface Values {
  code?: string;
  recovery_code?: string;
}

/** The code as sent: a recovery code trimmed, an app code without any spaces. */
function entered(values: Values, recovery: boolean): string {
  return recovery ? (values.recovery_code ?? '').trim() : (values.code ?? '').replace(/\s/g, '');
}

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
  const name = recovery ? 'recovery_code' : 'code';

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const value = entered(values, recovery);
    try {
      onSignedIn(await submitCode(recovery ? { challenge, recovery_code: value } : { challenge, code: value }));
      return undefined;
    } catch (failure) {
      return { [name]: failure instanceof AdminFailure ? (failure.field(name) ?? failure.message) : t.codeRequired };
    }
  };

  return (
    <Form<Values> onSubmit={submit}>
      {({ handleSubmit, submitting, form, values, errors, submitErrors, submitFailed }) => {
        const error = submitFailed ? ((errors?.[name] as string | undefined) ?? (submitErrors?.[name] as string | undefined)) : undefined;
        return (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="admin-code-title">
            <h2 id="admin-code-title">{t.codeTitle}</h2>
            <Muted>{recovery ? t.recoveryHint : t.codeHint}</Muted>
            {recovery ? (
              <TextField
                key="recovery"
                id="admin-recovery"
                name="recovery_code"
                label={t.recoveryLabel}
                autoComplete="off"
                requiredMark
                validate={(_value, all) => (entered((all ?? {}) as Values, true) ? undefined : t.recoveryRequired)}
              />
            ) : (
              <TextField
                key="code"
                id="admin-code"
                name="code"
                label={t.codeLabel}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                requiredMark
                validate={(_value, all) => (entered((all ?? {}) as Values, false) ? undefined : t.codeRequired)}
              />
            )}
            <Actions>
              <Button type="submit" loading={submitting}>
                {t.signIn}
              </Button>
              <Button
                type="button"
                variant="link"
                onClick={() => {
                  form.restart();
                  setRecovery(!recovery);
                }}
              >
                {recovery ? t.useCode : t.useRecovery}
              </Button>
              <Button type="button" variant="secondary" onClick={onBack}>
                {t.back}
              </Button>
            </Actions>
            {error && !recovery && !values.code ? <Alert $tone="error">{error}</Alert> : null}
          </form>
        );
      }}
    </Form>
  );
}
