/** The shop's own primitives beside the platform kit's (`@marktplatz/shared/kit`). */
import styled from 'styled-components';

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  > h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** Product cards: two columns on a phone, up to five on a wide screen. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  }
`;

export const Price = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-variant-numeric: tabular-nums;
`;

/** A plain (non-button) text link style for buttons that act like links. */
export const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
