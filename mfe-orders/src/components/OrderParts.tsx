/** Layout pieces of the area's order pages (customer and provider): sums, the tracks' timeline, a two-column grid. */
import styled from 'styled-components';

export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .strong {
    font-weight: 700;
  }
`;

export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-inline-start: 3px solid ${({ theme }) => theme.colors.borderStrong};
    padding: 0 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** An address as lines: company, name, street, postcode and city (empty lines left out). */
export function addressText(address: {
  company: string;
  first_name: string;
  last_name: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
}): string[] {
  return [
    address.company,
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    [address.street, address.street_number].filter(Boolean).join(' '),
    `${address.zip} ${address.city}`,
  ].filter((line) => line.trim() !== '');
}
