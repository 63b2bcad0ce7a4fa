/** Small layout pieces several back office screens use (instead of inline styles). */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@marktplatz/shared';

/** A table's link to a record that does not break (a case number). */
export const NoWrapLink = styled(Link)`
  white-space: nowrap;
`;

/** One choice of a radio group, on its own line. */
export const ChoiceLabel = styled.label`
  display: block;
  margin-bottom: 0.25rem;
`;

/** The submit button under a decision's fields. */
export const SubmitButton = styled(Button)`
  margin-top: 0.75rem;
`;
