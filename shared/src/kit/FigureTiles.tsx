import styled from 'styled-components';

/**
 * Key figures as tiles (`<dl>`: a `<div>` per figure with `<dt>` label and `<dd>` value; a second `<dd>` or a
 * `<small>` in the value carries a muted detail). `$min` is a tile's smallest width, `$size` the value's size.
 */
export const FigureTiles = styled.dl<{ $min?: string; $size?: 'lg' | 'xl' }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '11rem' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  div {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme, $size = 'lg' }) => theme.typography.sizes[$size]};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dd + dd,
  dd small {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
