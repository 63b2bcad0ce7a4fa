import styled from 'styled-components';

/** A case's heading on its card: a little smaller than a page section's, long case names wrap anywhere. */
export const CaseTitle = styled.h2`
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;
