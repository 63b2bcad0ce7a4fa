import styled from 'styled-components';

/** A rate such as „12,5 %“ stays on one line. */
export const Rate = styled.span`
  white-space: nowrap;
`;
