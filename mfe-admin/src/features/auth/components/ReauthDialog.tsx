import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextInput } from '../../../lib/Field';
import { setReauthHandler } from '../../../lib/reauth';
import { messages } from '../../../messages';
import { reauthenticate } from '../api/reauthenticate';

const t = messages.reauth;

/**
 * Mounted once by the signed-in layout: any call answered 403 with `errors.reauth` opens it; after
 * `POST /admin/reauth` (password or code) the call is made again, after „Abbrechen“ it fails as refused.
 */
export function ReauthDialog() {
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setReauthHandler(
      () =>
        new Promise<boolean>((resolve) => {
          resolver.current = resolve;
          setValue('');
          setError(undefined);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(t.required);
    setBusy(true);
    setError(undefined);
    try {
      await reauthenticate(withCode ? { code: value.replace(/\s/g, '') } : { password: value });
      setBusy(false);
      close(true);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof AdminFailure ? (failure.field(withCode ? 'code' : 'password') ?? failure.message) : messages.errors.generic,
      );
    }
  };

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
          <Button type="submit" form="admin-reauth-form" loading={busy}>
            {t.submit}
          </Button>
        </>
      }
    >
      <form id="admin-reauth-form" onSubmit={submit} noValidate data-testid="admin-reauth">
        <Muted>{t.text}</Muted>
        {withCode ? (
          <TextInput
            id="admin-reauth-code"
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={value}
            error={error}
            required
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <TextInput
            id="admin-reauth-password"
            label={t.password}
            type="password"
            autoComplete="current-password"
            value={value}
            error={error}
            required
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setWithCode(!withCode);
            setValue('');
            setError(undefined);
          }}
        >
          {withCode ? t.usePassword : t.useCode}
        </Button>
        {error && !value ? <Alert $tone="error">{error}</Alert> : null}
      </form>
    </Dialog>
  );
}
