import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from '@marktplatz/shared';

const Row = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
  label {
    font-weight: 600;
  }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputMode?: 'text' | 'numeric' | 'decimal';
  placeholder?: string;
}

/** A labelled text input with its German error (aria-invalid, aria-describedby). */
export function Field({ id, label, value, onChange, error, inputMode, placeholder }: FieldProps) {
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={value}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      ) : null}
    </Row>
  );
}

const CheckRow = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 44px;
`;

export function Check({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <CheckRow>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </CheckRow>
  );
}
