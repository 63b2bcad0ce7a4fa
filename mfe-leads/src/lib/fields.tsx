import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, Input, Select, Textarea } from '@marktplatz/shared';

interface Common {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

function useIds() {
  const id = useId();
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}
const describedBy = (ids: { hintId: string; errorId: string }, hint: unknown, error: unknown) =>
  [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined;

/** An unbound text input with label, hint and a German error beside it. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  ...rest
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const ids = useIds();
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} required={required}>
      <Input
        {...rest}
        id={ids.id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, hint, error)}
        $invalid={!!error}
      />
    </FieldShell>
  );
}

export function TextAreaInput({ label, value, onChange, error, hint, required, rows = 4 }: Common & { rows?: number }) {
  const ids = useIds();
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} required={required}>
      <Textarea
        id={ids.id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, hint, error)}
        $invalid={!!error}
      />
    </FieldShell>
  );
}

export function SelectInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  options,
  placeholder,
}: Common & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const ids = useIds();
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} required={required}>
      <Select
        id={ids.id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        $invalid={!!error}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
