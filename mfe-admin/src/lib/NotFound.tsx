import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '@marktplatz/shared';
import { messages } from '../messages';

const Section = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The site's ordinary 404 page (the shell's texts and test id): whoever has no staff session learns nothing about
 * the back office — the same page as for any address that does not exist.
 */
export function NotFound() {
  usePageTitle(messages.notFound.title);
  return (
    <Section data-testid="not-found">
      <h1>{messages.notFound.heading}</h1>
      <p>{messages.notFound.text}</p>
      <Link to="/">{messages.notFound.home}</Link>
    </Section>
  );
}
