import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLayoutData } from '../features/editorial/layoutData';
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

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    flex-direction: column;
    gap: 0;
    margin: 0;
  }
  address {
    font-style: normal;
  }
`;

/** The frame's footer: columns and contact from `/layoutData`; the built-in legal links while loading or on failure. */
export default function Footer() {
  const text = messages.footer;
  const layout = useLayoutData();
  const contact = layout?.contact;
  return (
    <Bar>
      <Container>
        {layout && layout.footer.length > 0 ? (
          <Columns>
            {layout.footer.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2>{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.url}>
                      <Link to={link.url}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            {contact && contact.company ? (
              <section aria-label="Kontakt">
                <h2>Kontakt</h2>
                <address>
                  {contact.company}
                  <br />
                  {contact.street}
                  <br />
                  {contact.postal_code} {contact.city}
                  <br />
                  {contact.phone ? <>Telefon: {contact.phone}<br /></> : null}
                  {contact.email ? <>E-Mail: {contact.email}<br /></> : null}
                  {contact.hours}
                </address>
              </section>
            ) : null}
          </Columns>
        ) : (
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
        )}
        {layout?.dispute_statement ? <p data-testid="dispute-statement">{layout.dispute_statement}</p> : null}
        <p>{text.copyright(new Date().getFullYear())}</p>
      </Container>
    </Bar>
  );
}
