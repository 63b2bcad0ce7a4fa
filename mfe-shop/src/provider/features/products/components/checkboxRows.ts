import { css } from 'styled-components';

/** Rows of labelled checkboxes (shipping methods, allergens): each label a 44 px target with a 20 px box. */
export const checkboxRows = css`
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;
