import type { ReactNode } from 'react';
import { Button, RefusalMessage, type ButtonVariant } from '@marktplatz/shared';
import { Actions, Alert } from './primitives';

export interface FormRefusalProps {
  /**
   * The form's `submitError` (the server's refusal); nothing is shown while it is empty. A list of messages (one per
   * refused item) shows one message a line.
   */
  error: unknown;
  /** `warning` for a refusal of part of what was sent (the rest was saved); `error` unless said. */
  tone?: 'error' | 'warning';
}

/**
 * A form's refusal as an alert (`role="alert"`, read out when it appears); a message that names a page links to it.
 * `FormEnd` shows it above the buttons; a form whose refusal stands above its fields uses it there.
 */
export function FormRefusal({ error, tone = 'error' }: FormRefusalProps) {
  const list: unknown[] = Array.isArray(error) ? error : error ? [error] : [];
  if (list.length === 0) return null;
  return (
    <Alert $tone={tone} role="alert">
      {list.length === 1 ? (
        <RefusalMessage message={String(list[0])} />
      ) : (
        list.map((message) => (
          <div key={String(message)}>
            <RefusalMessage message={String(message)} />
          </div>
        ))
      )}
    </Alert>
  );
}

export interface FormEndProps {
  /** The form's `submitError`: shown as an alert above the buttons while set (left out when the form shows it above). */
  error?: unknown;
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
  /** `data-testid` of the submit button, for journeys that press it by its id. */
  testId?: string;
}

/** The end of a form: the server's refusal (if any) and the submit button, with any further buttons beside it. */
export function FormEnd({ error, submitting, label, variant, disabled, secondary, testId }: FormEndProps) {
  return (
    <>
      <FormRefusal error={error} />
      <Actions>
        <Button type="submit" variant={variant} loading={submitting} disabled={disabled} data-testid={testId}>
          {label}
        </Button>
        {secondary}
      </Actions>
    </>
  );
}
