import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../messages';
import { Container } from '../ui';

const Bar = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
  p {
    margin: 0;
  }
`;

/** The frame's footer: legal pages (content pages by slug) and editorial links. */
export default function Footer() {
  const text = messages.footer;
  return (
    <Bar>
      <Container>
        <nav aria-label={text.label}>
          <ul>
            {text.links.map((link) => (
              <li key={link.slug}>
                <Link to={`/page/${link.slug}`}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/become-a-provider">{text.becomeProvider}</Link>
            </li>
            <li>
              <Link to="/news">{text.news}</Link>
            </li>
          </ul>
        </nav>
        <p>{text.copyright(new Date().getFullYear())}</p>
      </Container>
    </Bar>
  );
}
