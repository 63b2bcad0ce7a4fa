/** The frame of every form field (label, hint, German error text) and the helpers the bound fields share (fields.tsx). */
import { useId, type ReactNode } from 'react';
import { useField, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';
import styled, { css } from 'styled-components';
import { RefusalMessage } from './RefusalMessage';
import { composeValidators, required as requiredValidator, type Validator } from '../validate';
import '../theme/styled';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.space.xxs};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-height: 120px;
  resize: vertical;
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
`;

const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The error to show: after the field was touched (or the form submitted), validation or submit errors. */
export function fieldError(meta: FieldRenderProps<unknown>['meta']): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  if (Array.isArray(error) && typeof error[0] === 'string') return error[0];
  return String(error);
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  hintId: string;
  errorId: string;
  children: ReactNode;
  /** Checkbox layout: control first, label beside it. */
  inline?: boolean;
}

/** Label, control, hint and error of one field (unbound; the bound fields use it). */
export function FieldShell({ id, label, hint, error, required, hintId, errorId, children, inline }: FieldShellProps) {
  const labelNode = (
    <Label htmlFor={id}>
      {label}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </Label>
  );
  return (
    <Wrapper>
      {inline ? (
        <CheckboxRow>
          {children}
          {labelNode}
        </CheckboxRow>
      ) : (
        <>
          {labelNode}
          {children}
        </>
      )}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId}>
          <RefusalMessage message={error} />
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}

export interface CommonFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Adds the `Pflichtfeld` check and the required mark. */
  required?: boolean;
  /** The text of the required check instead of `Pflichtfeld` (e.g. „Bitte geben Sie eine Begründung an.“). */
  requiredMessage?: string;
  /** The required mark without the client check: the API checks the value and its refusal shows at the field. */
  requiredMark?: boolean;
  validate?: Validator;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  id?: string;
}

export function useIds(name: string, explicit?: string) {
  const generated = useId();
  const id = explicit ?? `${name}-${generated}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

export function describedBy(hint: ReactNode, error: string | undefined, hintId: string, errorId: string): string | undefined {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function validatorFor(
  required: boolean | undefined,
  requiredMessage: string | undefined,
  ...validators: (Validator | undefined)[]
): Validator | undefined {
  const check: Validator | undefined =
    required && requiredMessage
      ? (value, all) => (requiredValidator(value, all) ? requiredMessage : undefined)
      : required
        ? requiredValidator
        : undefined;
  const list = [check, ...validators].filter(Boolean) as Validator[];
  return list.length ? composeValidators(...list) : undefined;
}

export interface FieldStateOptions extends Omit<UseFieldConfig, 'validate'> {
  /** The field's own checks, run after the required check and before the caller's `validate`. */
  checks?: (Validator | undefined)[];
}

/**
 * What every bound field takes from its common props, held once: the react-final-form field, the error to show,
 * the props of its frame (`shell`, with the required mark of `required` or `requiredMark`), the id and aria
 * attributes of its control (`control`), and the remaining props (`rest`) for the control.
 */
export function useFieldState<T, P extends CommonFieldProps>(props: P, { checks = [], ...config }: FieldStateOptions = {}) {
  const { name, label, hint, required, requiredMessage, requiredMark, validate, id: explicitId, ...rest } = props;
  const { id, hintId, errorId } = useIds(name, explicitId);
  const { input, meta } = useField<T>(name, { ...config, validate: validatorFor(required, requiredMessage, ...checks, validate) });
  const error = fieldError(meta);
  const marked = required || requiredMark;
  return {
    input,
    meta,
    error,
    rest,
    shell: { id, label, hint, error, required: marked, hintId, errorId },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': marked || undefined,
      'aria-describedby': describedBy(hint, error, hintId, errorId),
    },
  };
}
