import styled from 'styled-components';
import { Button } from '@marktplatz/shared';
import { testVersion } from '../federation/remotes';
import { messages } from '../messages';
import { bareButton } from '../ui';

/** A slim bar above the header, in the page's flow: it pushes the page down instead of covering it. */
const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.onWarning};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-align: center;
`;

const EndButton = styled(Button).attrs({ variant: 'link' })`
  ${bareButton}
  && {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

/** The current address with `?testversion=aus`: the shell's server removes the test version and answers 303 back. */
export function endTestVersionUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const query = new URLSearchParams(location.search);
  query.set('testversion', 'aus');
  return `${location.pathname}?${query.toString()}${location.hash}`;
}

const leave = (url: string) => window.location.assign(url);

/** Shown while a QA link's test version of an area runs in this browser, with the way back to the live site. */
export function TestVersionBanner({ navigate = leave }: { navigate?: (url: string) => void }) {
  const test = testVersion();
  if (!test) return null;
  return (
    <Bar aria-label={messages.testVersion.label} data-testid="test-version-banner">
      <span role="status">{messages.testVersion.text(test.area, test.version)}</span>
      <EndButton type="button" onClick={() => navigate(endTestVersionUrl())}>
        {messages.testVersion.end}
      </EndButton>
    </Bar>
  );
}
