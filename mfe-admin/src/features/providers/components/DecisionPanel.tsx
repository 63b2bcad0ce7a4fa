import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Button, notify } from '@marktplatz/shared';
import { Actions, Box, Muted } from '@marktplatz/shared/kit';
import { ReasonDialog } from '../../../components/ReasonDialog';
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
  const reject = asking === 'reject';
  return (
    <Box aria-labelledby="provider-decide-title">
      <h2 id="provider-decide-title">{t.decide}</h2>
      <Muted>{t.decideIntro}</Muted>
      <Actions>
        <Button type="button" onClick={() => setAsking('verify')}>
          {t.verify}
        </Button>
        <Button type="button" variant="danger" onClick={() => setAsking('reject')}>
          {t.reject}
        </Button>
      </Actions>
      {asking ? (
        <ReasonDialog
          key={asking}
          idPrefix={reject ? 'provider-reject' : 'provider-verify'}
          title={reject ? t.rejectTitle : t.verifyTitle}
          intro={<p>{reject ? t.rejectText(name) : t.verifyText(name)}</p>}
          reason={reject ? { label: t.rejectReason, hint: t.rejectReasonHint, required: t.rejectReasonRequired, rows: 4 } : undefined}
          submitLabel={reject ? t.reject : t.verify}
          cancelLabel={t.cancel}
          variant={reject ? 'danger' : 'primary'}
          onSubmit={async ({ reason }) => {
            const next = reject ? await rejectProvider(provider.id, { reason }) : await verifyProvider(provider.id);
            notify.success(reject ? t.rejected : t.verified);
            setAsking(null);
            onDecided(next);
          }}
          refusal={(failure) => ({
            reason: failure.field('reason'),
            [FORM_ERROR]: failure.field('reason') ? undefined : (failure.field('status') ?? failure.message),
          })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Box>
  );
}
