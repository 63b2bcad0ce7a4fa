import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A form's grid of fields: one column on a phone, several on wider screens. */
export const FormGrid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  > .full {
    grid-column: 1 / -1;
  }
`;

export const Alert = styled.p<{ $tone?: 'error' | 'success' | 'info' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
  /* Links beside buttons get the same 44 px touch target. */
  > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
  max-width: 70ch;
`;

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  > * + form {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** A row of label + control outside final-form (search, page size). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
  .field {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  .field > label {
    font-weight: 500;
  }
  .grow {
    flex: 1 1 14rem;
  }
`;

/** A label above its control (outside final-form), for toolbars: the control's name is just the label. */
export function ToolbarField({ id, label, grow, children }: { id: string; label: ReactNode; grow?: boolean; children: ReactNode }) {
  return (
    <div className={grow ? 'field grow' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export const Badge = styled.span<{ $tone?: 'neutral' | 'success' | 'danger' | 'primary' }>`
  display: inline-block;
  justify-self: start;
  width: fit-content;
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 600;
  text-align: center;
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : $tone === 'primary' ? theme.colors.primary : theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.onSuccess : $tone === 'danger' ? theme.colors.onDanger : $tone === 'primary' ? theme.colors.onPrimary : theme.colors.text};
`;

const ProgressWrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  progress {
    flex: 1 1 auto;
    max-width: 24rem;
    height: 1rem;
  }
`;

/** A labelled progress bar with its percentage (a real `<progress>`, read by screen readers). */
export function ProgressBar({ value, label, testId }: { value: number; label: string; testId?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <ProgressWrap>
      <progress max={100} value={percent} aria-label={label} data-testid={testId} />
      <span aria-hidden="true">{percent} %</span>
    </ProgressWrap>
  );
}

/** An amount that never breaks between the number and „€“. */
export const Amount = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
