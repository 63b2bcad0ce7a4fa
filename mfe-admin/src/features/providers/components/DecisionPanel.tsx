import { useState } from 'react';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Actions, Alert, Box, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
import { rejectProvider } from '../api/rejectProvider';
import type { ProviderDetail } from '../api/types';
import { verifyProvider } from '../api/verifyProvider';
import { providerMessages as t } from '../messages';

type Asking = 'verify' | 'reject' | null;

/** Verify or reject a submission (trust & safety); each behind a confirmation, the rejection with its reason. */
export function DecisionPanel({
  provider,
  name,
  onDecided,
}: {
  provider: ProviderDetail;
  name: string;
  onDecided: (next: ProviderDetail) => void;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const open = (which: Asking) => {
    setErrors({});
    setAsking(which);
  };

  const send = async () => {
    if (asking === 'reject' && !reason.trim()) {
      setErrors({ reason: t.rejectReasonRequired });
      return;
    }
    setBusy(true);
    try {
      const next = asking === 'verify' ? await verifyProvider(provider.id) : await rejectProvider(provider.id, { reason: reason.trim() });
      notify.success(asking === 'verify' ? t.verified : t.rejected);
      setAsking(null);
      setReason('');
      onDecided(next);
    } catch (failure) {
      if (failure instanceof AdminFailure)
        setErrors({
          reason: failure.field('reason'),
          form: failure.field('reason') ? undefined : (failure.field('status') ?? failure.message),
        });
      else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box aria-labelledby="provider-decide-title">
      <h2 id="provider-decide-title">{t.decide}</h2>
      <Muted>{t.decideIntro}</Muted>
      <Actions>
        <Button type="button" onClick={() => open('verify')}>
          {t.verify}
        </Button>
        <Button type="button" variant="danger" onClick={() => open('reject')}>
          {t.reject}
        </Button>
      </Actions>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'reject' ? t.rejectTitle : t.verifyTitle}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setAsking(null)}>
              {t.cancel}
            </Button>
            <Button type="button" variant={asking === 'reject' ? 'danger' : 'primary'} loading={busy} onClick={() => void send()}>
              {asking === 'reject' ? t.reject : t.verify}
            </Button>
          </>
        }
      >
        <p>{asking === 'reject' ? t.rejectText(name) : t.verifyText(name)}</p>
        {asking === 'reject' ? (
          <TextArea
            id="provider-reject-reason"
            label={t.rejectReason}
            hint={t.rejectReasonHint}
            required
            rows={4}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
      </Dialog>
    </Box>
  );
}
