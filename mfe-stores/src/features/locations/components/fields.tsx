import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell, Input } from '@marktplatz/shared';

/** A labelled input with its hint and German error (ids derived from `id`, error linked by aria-describedby). */
export function Labelled({
  id,
  label,
  hint,
  error,
  required,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode; error?: string; required?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} hintId={`${id}-hint`} errorId={`${id}-error`}>
      <Input
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </FieldShell>
  );
}
