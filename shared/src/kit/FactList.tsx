import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Label/value pairs (`<dl>` of `<dt>`/`<dd>`): labels in a column of their own, values beside them; on a narrow screen
 * (below `$stackBelow`, 480 px by default) each value goes under its label. `$labelMin` is the label column's
 * smallest width, `$spaced` leaves room below the list, `$preWrap` keeps the line breaks of written text, `$mutedLabels`
 * draws the labels in the muted text colour instead of bold (since 1.14.0). Since 1.15.0: `$columns` sets both columns
 * at once (e.g. `auto 1fr`, or `fit-content(40%) minmax(0, 1fr)` for long labels), `$gap` the gap between pairs and
 * columns (theme `xs md` by default), `$stackBelow={false}` keeps the two columns on every width and `$stackGap` is
 * the room under a value when stacked (`sm` by default).
 */
export const FactList = styled.dl<{
  $labelMin?: string;
  $columns?: string;
  $gap?: string;
  $stackBelow?: string | false;
  $stackGap?: 'xs' | 'sm';
  $spaced?: boolean;
  $preWrap?: boolean;
  $mutedLabels?: boolean;
}>`
  display: grid;
  grid-template-columns: ${({ $columns, $labelMin = '8rem' }) => $columns ?? `minmax(${$labelMin}, max-content) minmax(0, 1fr)`};
  gap: ${({ theme, $gap }) => $gap ?? `${theme.space.xs} ${theme.space.md}`};
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
  ${({ theme, $stackBelow = '480px', $stackGap = 'sm' }) =>
    $stackBelow === false
      ? ''
      : `@media (max-width: ${$stackBelow}) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${theme.space[$stackGap]};
    }
  }`}
`;

export interface FactProps {
  label: ReactNode;
  /** The value; without one (null, undefined, '') the pair is left out, or shows `empty` when that is given. */
  children?: ReactNode;
  empty?: ReactNode;
}

/** One label/value pair of a `FactList` (`<dt>` and `<dd>`; since 1.15.0). */
export function Fact({ label, children, empty }: FactProps) {
  const missing = children === null || children === undefined || children === '';
  if (missing && empty === undefined) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{missing ? empty : children}</dd>
    </>
  );
}
