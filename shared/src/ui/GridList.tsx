import styled, { css } from 'styled-components';
import '../theme/styled';

/**
 * A list (`<ul>`) laid out as a grid of equal columns, as many as fit (at least `$min` wide each, one column on a
 * narrow phone): thumbnails, choices, link cards. `$boxed` draws each entry as a box on the surface colour (the
 * shop's bundles, the leads' living worlds; since 1.14.0).
 */
export const GridList = styled.ul<{ $min: string; $gap?: 'xs' | 'sm' | 'md'; $boxed?: boolean }>`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  ${({ theme, $boxed }) =>
    $boxed
      ? css`
          & > li {
            border: 1px solid ${theme.colors.border};
            border-radius: ${theme.radii.lg};
            padding: ${theme.space.md};
            background: ${theme.colors.surface};
          }
        `
      : ''}
`;

/**
 * A list (`<ul>`/`<ol>`) of entries one below the other without bullets: offers, appointments. The gap is small
 * (`sm`) unless `$gap` names another step of the theme's spacing (since 1.13.0).
 */
export const StackList = styled.ul<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
`;

/**
 * A list (`<ul>`) of small entries side by side without bullets that wrap onto the next line (chosen files, page
 * numbers); the gap is `$gap` of the theme's spacing (`xs` by default; since 1.15.0).
 */
export const InlineList = styled.ul<{ $gap?: 'xs' | 'sm' | 'md' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap = 'xs' }) => theme.space[$gap]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Link cards in a grid (each a `Card` with an `h3` title and a muted `p`): an area's sections, an account's pages.
 * Used as `<LinkCardGrid $min="15rem" $gap="md">`.
 */
export const LinkCardGrid = styled(GridList)`
  margin: ${({ theme }) => theme.space.xl} 0;
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
