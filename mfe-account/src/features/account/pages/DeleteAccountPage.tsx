import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { authStorage, Button, Card, ConfirmDialog, errorMessage, notify, PasswordField } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { deleteAccount } from '../api/deleteAccount';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

/** `/account/delete`: password, then a confirmation step; afterwards the session ends and the user goes to `/`. */
export default function DeleteAccountPage() {
  const navigate = useNavigate();
  const [password, setPassword] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await deleteAccount(password ?? '');
      setPassword(null);
      notify.success(messages.deletion.done);
      authStorage.expireSession();
      navigate('/', { replace: true });
    } catch (reason) {
      setPassword(null);
      setError(errorMessage(reason));
    }
  };

  return (
    <AccountLayout title={messages.deletion.title}>
      <Card>
        <Muted>{messages.deletion.text}</Muted>
        {error ? <p role="alert">{error}</p> : null}
        <Form<{ password?: string }>
          onSubmit={(values) => {
            setError(null);
            setPassword(values.password ?? '');
          }}
        >
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={messages.deletion.title}>
              <PasswordField name="password" label={messages.fields.currentPassword} required autoComplete="current-password" />
              <Button type="submit" variant="danger">
                {messages.deletion.submit}
              </Button>
            </form>
          )}
        </Form>
      </Card>
      <ConfirmDialog
        open={password !== null}
        title={messages.deletion.confirmTitle}
        confirmLabel={messages.deletion.confirm}
        destructive
        onConfirm={confirm}
        onCancel={() => setPassword(null)}
      >
        {messages.deletion.confirmText}
      </ConfirmDialog>
    </AccountLayout>
  );
}
