import styled from 'styled-components';

/**
 * Label/value pairs (`<dl>` of `<dt>`/`<dd>`): labels in a column of their own, values beside them; on a narrow screen
 * (below `$stackBelow`, 480 px by default) each value goes under its label. `$labelMin` is the label column's
 * smallest width, `$spaced` leaves room below the list, `$preWrap` keeps the line breaks of written text, `$mutedLabels`
 * draws the labels in the muted text colour instead of bold (since 1.14.0).
 */
export const FactList = styled.dl<{
  $labelMin?: string;
  $stackBelow?: string;
  $spaced?: boolean;
  $preWrap?: boolean;
  $mutedLabels?: boolean;
}>`
  display: grid;
  grid-template-columns: minmax(${({ $labelMin = '8rem' }) => $labelMin}, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme, $spaced }) => ($spaced ? theme.space.md : 0)};
  dt {
    font-weight: ${({ $mutedLabels }) => ($mutedLabels ? 'normal' : 600)};
    color: ${({ theme, $mutedLabels }) => ($mutedLabels ? theme.colors.textMuted : 'inherit')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: ${({ $preWrap }) => ($preWrap ? 'pre-wrap' : 'normal')};
  }
  @media (max-width: ${({ $stackBelow = '480px' }) => $stackBelow}) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;
