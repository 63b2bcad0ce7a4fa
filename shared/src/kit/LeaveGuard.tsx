import { useFormState } from 'react-final-form';
import { ConfirmDialog, messages } from '@marktplatz/shared';
import { useLeaveGuard, type LeaveGuard } from './useLeaveGuard';

/** The question's German texts; each defaults to the shared one („Änderungen verwerfen?“ …). */
export type LeaveGuardTexts = Partial<typeof messages.leaveGuard>;

export interface LeaveGuardDialogProps {
  guard: Pick<LeaveGuard, 'pending' | 'leave' | 'stay'>;
  texts?: LeaveGuardTexts;
}

/**
 * The question of a leave guard while a way out waits: „Weiter bearbeiten“ (focused first, the safe choice; Escape
 * too) or „Verwerfen und verlassen“.
 */
export function LeaveGuardDialog({ guard, texts }: LeaveGuardDialogProps) {
  const text = { ...messages.leaveGuard, ...texts };
  return (
    <ConfirmDialog
      open={guard.pending !== null}
      title={text.title}
      confirmLabel={text.leave}
      cancelLabel={text.stay}
      onConfirm={guard.leave}
      onCancel={guard.stay}
    >
      <p>{text.text}</p>
    </ConfirmDialog>
  );
}

/**
 * Inside a react-final-form `<Form>`: asks before the page is left while the form holds changes not yet saved (a
 * save that succeeded counts as saved until the next change).
 */
export function FormLeaveGuard({ texts }: { texts?: LeaveGuardTexts }) {
  const { dirty, submitSucceeded, dirtySinceLastSubmit } = useFormState({
    subscription: { dirty: true, submitSucceeded: true, dirtySinceLastSubmit: true },
  });
  const guard = useLeaveGuard(Boolean(submitSucceeded ? dirtySinceLastSubmit : dirty));
  return <LeaveGuardDialog guard={guard} texts={texts} />;
}
