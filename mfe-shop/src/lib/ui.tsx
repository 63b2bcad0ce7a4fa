/** The shop's own primitives beside the platform kit's (`@marktplatz/shared/kit`). */
import styled from 'styled-components';
import { Button, GridList } from '@marktplatz/shared';

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  > h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** Product cards: two columns on a phone, up to five on a wide screen. */
export const CardGrid = styled(GridList).attrs({ $min: '10rem', $gap: 'md' as const })`
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  }
`;

export const Price = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-variant-numeric: tabular-nums;
`;

/**
 * The kit's link button laid out as running text: no button padding, minimum height or frame, the text's own font
 * (`variant="link"` of the kit's `Button`).
 */
export const LinkButton = styled(Button).attrs({ variant: 'link' as const })`
  && {
    display: inline-block;
    vertical-align: baseline;
    min-height: 0;
    padding: 0;
    border: 0;
    border-radius: 0;
    font: inherit;
    text-underline-offset: auto;
  }
  &&:hover:not(:disabled) {
    text-decoration-thickness: auto;
  }
`;

/** A wrapper that adds no box of its own (a keyed group of `dt`/`dd` pairs inside a grid). */
export const Contents = styled.div`
  display: contents;
`;

/** A colour swatch; its colour comes from the data. */
export const Swatch = styled.span<{ $colour: string }>`
  background: ${({ $colour }) => $colour};
`;

/** The kit's button as a round 44 px icon button on the page background (the heart, the gallery's arrows). */
export const RoundButton = styled(Button).attrs({ variant: 'secondary' as const })`
  && {
    width: 44px;
    height: 44px;
    min-height: 0;
    padding: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    transition: none;
  }
  &&:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background};
  }
`;
