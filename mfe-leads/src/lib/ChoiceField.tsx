import { useId } from 'react';
import { Field } from 'react-final-form';
import { FieldShell, Select, fieldError } from '@marktplatz/shared';

/**
 * A bound select that always has a value (no empty „Bitte wählen“ entry, unlike the kit's `SelectField`): the kit's
 * `FieldShell` and `Select` on a react-final-form `Field`. For choices such as a status or a price type.
 */
export function ChoiceField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldShell id={id} label={label} error={error} hintId={`${id}-hint`} errorId={`${id}-error`}>
            <Select
              {...input}
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              $invalid={!!error}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FieldShell>
        );
      }}
    </Field>
  );
}
