import styled from 'styled-components';

/** A radio or checkbox with its label as one large target; the chosen one is outlined. */
export const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
