import styled from 'styled-components';

/** A form's column of fields with the submit row. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  margin-bottom: ${({ theme }) => theme.space.md};
  > .full {
    grid-column: 1 / -1;
  }
`;

export const Narrow = styled.div`
  max-width: 34rem;
  width: 100%;
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
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
  max-width: 65ch;
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
  }
`;
