import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldShell, Input, Textarea } from '@marktplatz/shared';

interface Common {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with hint and error (the shared field frame). */
export function TextInput({ id, label, hint, error, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} hintId={`${id}-hint`} errorId={`${id}-error`}>
      <Input
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldShell>
  );
}

/** A labelled text area with hint and error. */
export function TextArea({ id, label, hint, error, required, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} hintId={`${id}-hint`} errorId={`${id}-error`}>
      <Textarea
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...area}
      />
    </FieldShell>
  );
}
