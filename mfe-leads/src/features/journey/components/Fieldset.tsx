import styled from 'styled-components';

/** A group of choices (radio buttons or checkboxes) with its legend; red frame when its answer is refused. */
export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  label.choice {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-height: 44px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
