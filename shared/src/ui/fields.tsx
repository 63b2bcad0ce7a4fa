/** Form fields bound to react-final-form: label, hint, German error text, aria-invalid/aria-describedby. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { parseGermanNumber } from '../format';
import { formatGermanNumber } from '../germanFormat';
import { messages } from '../messages';
import { acceptAttribute, allowedUpload, datePlaceholder, numeric, validDate, type DateFormat, type UploadFamily } from '../validate';
import { controlStyle, FieldShell, Input, Select, Textarea, useFieldState, type CommonFieldProps } from './fieldShell';
import '../theme/styled';

export { fieldError, FieldShell, Input, Select, Textarea, type FieldShellProps } from './fieldShell';
export interface TextFieldProps extends CommonFieldProps {
  /** `date`: the browser's date input (value `YYYY-MM-DD`), e.g. a filter; a typed German date is `DateField`. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date';
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  maxLength?: number;
  spellCheck?: boolean;
}

/** Single-line text field bound to react-final-form. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { input, error, rest, shell, control } = useFieldState<string, typeof props>(props);
  return (
    <FieldShell {...shell}>
      <Input {...input} {...rest} value={input.value ?? ''} {...control} type={type} $invalid={!!error} />
    </FieldShell>
  );
}

const PasswordBox = styled.div`
  position: relative;
  input {
    padding-inline-end: 52px;
  }
`;

const RevealButton = styled.button`
  position: absolute;
  inset-inline-end: 2px;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * Password field with a „Passwort anzeigen“ toggle (a pressed button; its name comes from its content, so the
 * field's label stays the only label of the input).
 */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const { input, error, rest, shell, control } = useFieldState<string, PasswordFieldProps>(props);
  return (
    <FieldShell {...shell}>
      <PasswordBox>
        <Input
          {...input}
          {...rest}
          value={input.value ?? ''}
          {...control}
          type={shown ? 'text' : 'password'}
          autoCapitalize="off"
          spellCheck={false}
          $invalid={!!error}
        />
        <RevealButton type="button" aria-pressed={shown} aria-controls={control.id} onClick={() => setShown(!shown)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d={
                shown
                  ? 'M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.2-3.2A10.7 10.7 0 0 1 12 20C6.5 20 2.7 15.8 1 12c.8-1.8 2-3.5 3.6-4.9L2.1 3.5ZM12 4c5.5 0 9.3 4.2 11 8a13 13 0 0 1-3.1 4.3l-3.2-3.2A5 5 0 0 0 10.9 7.3L8.6 5A10.6 10.6 0 0 1 12 4Zm-4.9 5.5A5 5 0 0 0 14.5 16.9L7.1 9.5Z'
                  : 'M12 4c5.5 0 9.3 4.2 11 8-1.7 3.8-5.5 8-11 8S2.7 15.8 1 12c1.7-3.8 5.5-8 11-8Zm0 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z'
              }
            />
          </svg>
          <VisuallyHidden>{messages.showPassword}</VisuallyHidden>
        </RevealButton>
      </PasswordBox>
    </FieldShell>
  );
}

export interface TextareaFieldProps extends CommonFieldProps {
  rows?: number;
  maxLength?: number;
}

/** Multi-line text bound to react-final-form. */
export function TextareaField({ autoComplete: _autoComplete, ...props }: TextareaFieldProps) {
  const { input, error, rest, shell, control } = useFieldState<string, typeof props>(props);
  return (
    <FieldShell {...shell}>
      <Textarea {...input} {...rest} value={input.value ?? ''} {...control} $invalid={!!error} />
    </FieldShell>
  );
}

/** Form value of a number field: the number, or the text as typed while it is not a valid number. */
export type NumberFieldValue = number | string | undefined;

function toFieldNumber(text: string): NumberFieldValue {
  if (text.trim() === '') return undefined;
  const n = parseGermanNumber(text);
  return Number.isFinite(n) ? n : text;
}

function toText(value: NumberFieldValue): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? formatGermanNumber(value, { maximumFractionDigits: 20 }) : '';
  return value;
}

export type NumberFieldProps = CommonFieldProps;

/**
 * Number input in German notation (`1.234,56`). The form receives the parsed number (dots removed, comma →
 * dot); text that is no number stays text and fails the numeric check with a German message.
 */
export function NumberField(props: NumberFieldProps) {
  const { input, error, rest, shell, control } = useFieldState<NumberFieldValue, NumberFieldProps>(props, {
    checks: [numeric],
    format: (value: NumberFieldValue) => value,
    parse: (value: NumberFieldValue) => value,
  });
  const [text, setText] = useState(() => toText(input.value));
  useEffect(() => {
    // Follow values set from outside (initial values, form.change, reset) without disturbing typing.
    const current = toFieldNumber(text);
    if (current !== input.value && !(current === undefined && (input.value === '' || input.value === undefined))) {
      setText(toText(input.value));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.value]);
  return (
    <FieldShell {...shell}>
      <Input
        {...rest}
        name={input.name}
        {...control}
        type="text"
        inputMode="decimal"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          input.onChange(toFieldNumber(event.target.value));
        }}
        onBlur={() => {
          // A valid number is shown in the German notation once the field is left (1234,5 → 1.234,5).
          const value = toFieldNumber(text);
          if (typeof value === 'number') setText(toText(value));
          input.onBlur();
        }}
        onFocus={() => input.onFocus()}
        $invalid={!!error}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends CommonFieldProps {
  options: readonly SelectOption[];
  /** The empty „Bitte wählen“ entry (default); `false` for a select that always has one of its options. */
  emptyOption?: boolean;
}

/** Select bound to react-final-form, with an empty „Bitte wählen“ entry. */
export function SelectField({
  options,
  emptyOption = true,
  placeholder = messages.pleaseChoose,
  autoComplete,
  disabled,
  ...props
}: SelectFieldProps) {
  const { input, error, shell, control } = useFieldState<string, typeof props>(props);
  return (
    <FieldShell {...shell}>
      <Select {...input} value={input.value ?? ''} {...control} disabled={disabled} autoComplete={autoComplete} $invalid={!!error}>
        {emptyOption ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}

export type CheckboxFieldProps = Omit<CommonFieldProps, 'placeholder' | 'autoComplete'>;

/** Checkbox bound to react-final-form (boolean value); `required` means it must be ticked. */
export function CheckboxField({ disabled, ...props }: CheckboxFieldProps) {
  const { input, shell, control } = useFieldState<boolean, typeof props>(props, { type: 'checkbox' });
  return (
    <FieldShell {...shell} inline>
      <input
        name={input.name}
        checked={!!input.checked}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        {...control}
        type="checkbox"
        disabled={disabled}
      />
    </FieldShell>
  );
}

export interface DateFieldProps extends CommonFieldProps {
  /** Format of the date text; default `DD.MM.YYYY` (placeholder `TT.MM.JJJJ`). */
  format?: DateFormat;
}

/** Date typed as text in the German format, checked with the date rule (leap years included). */
export function DateField({ format = 'DD.MM.YYYY', placeholder, ...props }: DateFieldProps) {
  const { input, error, rest, shell, control } = useFieldState<string, typeof props>(
    { ...props, hint: props.hint ?? `Format: ${datePlaceholder(format)}` },
    { checks: [validDate(format)] },
  );
  return (
    <FieldShell {...shell}>
      <Input
        {...input}
        {...rest}
        value={input.value ?? ''}
        {...control}
        type="text"
        inputMode="numeric"
        placeholder={placeholder ?? datePlaceholder(format)}
        $invalid={!!error}
      />
    </FieldShell>
  );
}

export interface FileFieldProps extends Omit<CommonFieldProps, 'placeholder' | 'autoComplete'> {
  /** Upload families allowed (default: all); sets `accept` and checks the extensions. */
  families?: readonly UploadFamily[];
  multiple?: boolean;
}

const FileInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  padding: ${({ theme }) => theme.space.sm};
  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    cursor: pointer;
  }
`;

/**
 * File upload bound to react-final-form: the form value is the list of chosen files (`File[]`), checked
 * against the allowed extensions of the given families.
 */
export function FileField({ families, multiple = false, disabled, ...props }: FileFieldProps) {
  const { input, error, shell, control } = useFieldState<File[] | undefined, typeof props>(props, {
    checks: [allowedUpload(families)],
    format: () => undefined,
  });
  return (
    <FieldShell {...shell}>
      <FileInput
        name={input.name}
        {...control}
        type="file"
        accept={acceptAttribute(families)}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = event.target.files ? Array.from(event.target.files) : [];
          input.onChange(files.length ? files : undefined);
        }}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        $invalid={!!error}
      />
    </FieldShell>
  );
}

export type FormFieldProps =
  | ({ type?: TextFieldProps['type'] } & TextFieldProps)
  | ({ type: 'number' } & NumberFieldProps)
  | ({ type: 'textarea' } & TextareaFieldProps)
  | ({ type: 'select' } & SelectFieldProps)
  | ({ type: 'checkbox' } & CheckboxFieldProps)
  | ({ type: 'date' } & DateFieldProps)
  | ({ type: 'file' } & FileFieldProps);

/** One bound field chosen by `type` (text, email, password, tel, number, textarea, select, checkbox, date, file). */
export function FormField(props: FormFieldProps) {
  switch (props.type) {
    case 'number': {
      const { type: _type, ...rest } = props;
      return <NumberField {...rest} />;
    }
    case 'textarea': {
      const { type: _type, ...rest } = props;
      return <TextareaField {...rest} />;
    }
    case 'select': {
      const { type: _type, ...rest } = props;
      return <SelectField {...rest} />;
    }
    case 'checkbox': {
      const { type: _type, ...rest } = props;
      return <CheckboxField {...rest} />;
    }
    case 'date': {
      const { type: _type, ...rest } = props;
      return <DateField {...rest} />;
    }
    case 'file': {
      const { type: _type, ...rest } = props;
      return <FileField {...rest} />;
    }
    default:
      return <TextField {...props} />;
  }
}
