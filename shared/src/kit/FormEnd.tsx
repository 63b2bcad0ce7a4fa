import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@marktplatz/shared';
import { Actions, Alert } from './primitives';

export interface FormEndProps {
  /** The form's `submitError` (the server's refusal): shown as an alert above the buttons while set. */
  error: unknown;
  /** While the form is submitting the button shows its spinner and is disabled. */
  submitting?: boolean;
  /** The submit button's text. */
  label: ReactNode;
  /** The submit button's look (`primary` unless said). */
  variant?: ButtonVariant;
  /** Disables the submit button (e.g. nothing to send yet). */
  disabled?: boolean;
  /** Further buttons after the submit button in the same row (Abbrechen, Zurück). */
  secondary?: ReactNode;
}

/** The end of a form: the server's refusal (if any) and the submit button, with any further buttons beside it. */
export function FormEnd({ error, submitting, label, variant, disabled, secondary }: FormEndProps) {
  return (
    <>
      {error ? (
        <Alert $tone="error" role="alert">
          {String(error)}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" variant={variant} loading={submitting} disabled={disabled}>
          {label}
        </Button>
        {secondary}
      </Actions>
    </>
  );
}
