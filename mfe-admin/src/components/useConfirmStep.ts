import { useRef, useState } from 'react';
import type { SubmissionErrors } from 'final-form';

/**
 * A form checked first, then confirmed in a dialog before the call: the form's `onSubmit` is `ask`, which stays
 * pending until the confirmation is answered — the call's field errors then land at the form's fields.
 */
export function useConfirmStep<V>() {
  const [values, setValues] = useState<V | null>(null);
  const [busy, setBusy] = useState(false);
  const resolveRef = useRef<((errors: SubmissionErrors | undefined) => void) | null>(null);

  const finish = (errors: SubmissionErrors | undefined) => {
    resolveRef.current?.(errors);
    resolveRef.current = null;
    setValues(null);
  };

  const ask = (next: V) =>
    new Promise<SubmissionErrors | undefined>((resolve) => {
      resolveRef.current = resolve;
      setValues(next);
    });

  const confirm = async (send: (values: V) => Promise<SubmissionErrors | undefined>) => {
    if (values === null) return;
    setBusy(true);
    try {
      finish(await send(values));
    } finally {
      setBusy(false);
    }
  };

  return { values, busy, ask, confirm, cancel: () => finish(undefined) };
}
