import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { bareButton } from '../ui';

/** The quiet buttons of the header (menu, theme). */
export const FrameButton = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;
