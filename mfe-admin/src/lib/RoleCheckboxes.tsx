import { useField } from 'react-final-form';
import styled from 'styled-components';
import { fieldError } from '@marktplatz/shared';
import { Fieldset } from '@marktplatz/shared/kit';
import { messages, ROLES, type StaffRole } from '../messages';

const Option = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.xs} 0;
  input {
    margin-top: 0.25em;
    width: 1.1rem;
    height: 1.1rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

export interface RoleCheckboxesProps {
  legend: string;
  /** The form value (`StaffRole[]`), default `roles`. */
  name?: string;
  /** The text when no role is ticked. */
  requiredMessage: string;
  /** Only these roles can be chosen (a token gets at most its owner's roles). */
  available?: readonly StaffRole[];
  idPrefix: string;
}

const NO_ROLES: StaffRole[] = [];

/** The staff roles as checkboxes bound to react-final-form, each with what it allows; at least one is required. */
export function RoleCheckboxes({ legend, name = 'roles', requiredMessage, available = ROLES, idPrefix }: RoleCheckboxesProps) {
  const { input, meta } = useField<StaffRole[]>(name, {
    validate: (roles: StaffRole[] | undefined) => (roles && roles.length > 0 ? undefined : requiredMessage),
  });
  const value = input.value || NO_ROLES;
  const onChange = input.onChange;
  const error = fieldError(meta);
  const toggle = (role: StaffRole, checked: boolean) =>
    onChange(ROLES.filter((candidate) => (candidate === role ? checked : value.includes(candidate))));
  return (
    <Fieldset aria-describedby={error ? `${idPrefix}-roles-error` : undefined}>
      <legend>{legend}</legend>
      {ROLES.filter((role) => available.includes(role)).map((role) => (
        <Option key={role} htmlFor={`${idPrefix}-role-${role}`}>
          <input
            id={`${idPrefix}-role-${role}`}
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          <span>
            {messages.roles[role]}
            <small>{messages.roleHints[role]}</small>
          </span>
        </Option>
      ))}
      {error ? (
        <Error id={`${idPrefix}-roles-error`} role="alert">
          {error}
        </Error>
      ) : null}
    </Fieldset>
  );
}
