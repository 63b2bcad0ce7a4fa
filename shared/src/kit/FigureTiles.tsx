import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

interface TilesStyle {
  /** A tile's smallest width. */
  $min?: string;
  /** The value's size. */
  $size?: 'md' | 'lg' | 'xl';
  /** Without frames: the figures as a plain grid of label and value (a preview inside a form). */
  $plain?: boolean;
}

/**
 * Key figures as tiles (`<dl>`: a `<div>` per figure with `<dt>` label and `<dd>` value; a second `<dd>` carries a
 * muted detail).
 */
export const FigureTiles = styled.dl<TilesStyle>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '11rem' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme, $plain }) => ($plain ? '1em 0' : `0 0 ${theme.space.md}`)};
  ${({ $plain }) =>
    $plain
      ? ''
      : css`
          div {
            border: 1px solid ${({ theme }) => theme.colors.border};
            border-radius: ${({ theme }) => theme.radii.lg};
            padding: ${({ theme }) => theme.space.md};
          }
        `}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: ${({ theme, $plain }) => ($plain ? 0 : `${theme.space.xs} 0 0`)};
    font-size: ${({ theme, $size = 'lg' }) => ($size === 'md' ? 'inherit' : theme.typography.sizes[$size])};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dd + dd {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One key figure: its label, its value (already formatted) and an optional muted detail below the value. */
export interface Figure {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  /** `data-testid` of the value. */
  testId?: string;
}

export type FigureListProps = { figures: readonly Figure[] } & TilesStyle & Omit<ComponentPropsWithoutRef<'dl'>, 'children'>;

/** Key figures as tiles (see `FigureTiles`), one per entry of `figures`. */
export function FigureList({ figures, ...rest }: FigureListProps) {
  return (
    <FigureTiles {...rest}>
      {figures.map((figure, index) => (
        <div key={figure.testId ?? index}>
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
          {figure.detail ? <dd>{figure.detail}</dd> : null}
        </div>
      ))}
    </FigureTiles>
  );
}
