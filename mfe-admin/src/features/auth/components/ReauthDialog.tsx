import { useEffect, useRef, useState } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, Dialog, TextField } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { setReauthHandler } from '../../../lib/reauth';
import { messages } from '../../../messages';
import { reauthenticate } from '../api/reauthenticate';

const t = messages.reauth;

interface Values {
  code?: string;
  password?: string;
}

const filled = (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : t.required);

/**
 * Mounted once by the signed-in layout: any call answered 403 with `errors.reauth` opens it; after
 * `POST /admin/reauth` (password or code) the call is made again, after „Abbrechen“ it fails as refused.
 */
export function ReauthDialog() {
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [withCode, setWithCode] = useState(false);
  /** Each request of the dialog starts with an empty form. */
  const [round, setRound] = useState(0);
  const name = withCode ? 'code' : 'password';

  useEffect(() => {
    setReauthHandler(
      () =>
        new Promise<boolean>((resolve) => {
          resolver.current = resolve;
          setRound((current) => current + 1);
          setOpen(true);
        }),
    );
    return () => setReauthHandler(null);
  }, []);

  const close = (confirmed: boolean) => {
    setOpen(false);
    resolver.current?.(confirmed);
    resolver.current = null;
  };

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      await reauthenticate(withCode ? { code: (values.code ?? '').replace(/\s/g, '') } : { password: values.password ?? '' });
      close(true);
      return undefined;
    } catch (failure) {
      return { [name]: failure instanceof AdminFailure ? (failure.field(name) ?? failure.message) : messages.errors.generic };
    }
  };

  return (
    <Form<Values> key={round} onSubmit={submit}>
      {({ handleSubmit, submitting, form, values, errors, submitErrors, submitFailed }) => {
        const error = submitFailed ? ((errors?.[name] as string | undefined) ?? (submitErrors?.[name] as string | undefined)) : undefined;
        return (
          <Dialog
            open={open}
            onClose={() => close(false)}
            title={t.title}
            size="sm"
            closeOnBackdrop={false}
            footer={
              <>
                <Button type="button" variant="secondary" onClick={() => close(false)}>
                  {t.cancel}
                </Button>
                <Button type="submit" form="admin-reauth-form" loading={submitting}>
                  {t.submit}
                </Button>
              </>
            }
          >
            <form id="admin-reauth-form" onSubmit={handleSubmit} noValidate data-testid="admin-reauth">
              <Muted>{t.text}</Muted>
              {withCode ? (
                <TextField
                  key="code"
                  id="admin-reauth-code"
                  name="code"
                  label={t.code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  requiredMark
                  validate={filled}
                />
              ) : (
                <TextField
                  key="password"
                  id="admin-reauth-password"
                  name="password"
                  label={t.password}
                  type="password"
                  autoComplete="current-password"
                  requiredMark
                  validate={filled}
                />
              )}
              <Button
                type="button"
                variant="link"
                onClick={() => {
                  form.restart();
                  setWithCode(!withCode);
                }}
              >
                {withCode ? t.usePassword : t.useCode}
              </Button>
              {error && !values[name] ? <Alert $tone="error">{error}</Alert> : null}
            </form>
          </Dialog>
        );
      }}
    </Form>
  );
}
