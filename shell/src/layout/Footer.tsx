import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, isReachable, useAuth } from '@marktplatz/shared';
import { useLayoutData } from '../features/editorial/lib/layoutData';
import { openCookieSettings } from './cookieConsent';
import { messages } from '../messages';
import { bareButton, Container } from '../ui';

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

/** Links only for visitors without a session (logged-in users are not offered login or registration again). */
const GUEST_ONLY = ['/login', '/register', '/become-a-provider'];

const isGuestOnly = (url: string) => GUEST_ONLY.some((path) => url === path || url.startsWith(`${path}?`) || url.startsWith(`${path}/`));

/** An operator value still holding the template's brackets („[Firmenname]“) is not shown. */
const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && !/\[[^\]]*\]/.test(value);

/** The Widerrufsbutton of § 356a BGB: reachable from every page, without login. */
const WITHDRAWAL_PATH = '/orders/widerruf';

const SettingsButton = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    min-height: 32px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    font: inherit;
    cursor: pointer;
  }
`;

const BottomLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
`;

/** The contact block: every filled entry of the layout's `contact`, the address lines first. */
function Contact({ contact }: { contact: Record<string, string> }) {
  const text = messages.footer;
  const place = [contact.postal_code, contact.city].filter(isFilled).join(' ');
  const lines: string[] = [contact.company, contact.street, place].filter(isFilled);
  const rest = Object.entries(contact).filter(
    ([key, value]) => !['company', 'street', 'postal_code', 'city'].includes(key) && isFilled(value),
  );
  // Without the operator's name the rest (e.g. opening hours alone) says nothing about who answers.
  if (!isFilled(contact.company)) return null;
  const labelOf = (key: string) => (key === 'phone' ? text.phone : key === 'email' ? text.email : null);
  return (
    <section aria-label={text.contact}>
      <h2>{text.contact}</h2>
      <address>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        {rest.map(([key, value]) => (
          <span key={key}>
            {key === 'email' ? (
              <>
                {text.email}: <a href={`mailto:${value}`}>{value}</a>
              </>
            ) : key === 'phone' ? (
              <>
                {text.phone}: <a href={`tel:${value.replace(/[^+\d]/g, '')}`}>{value}</a>
              </>
            ) : labelOf(key) ? (
              `${labelOf(key)}: ${value}`
            ) : (
              value
            )}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}

/**
 * The frame's footer: columns and contact from `/layoutData` (links into areas still in preview, and login or
 * registration for a logged-in user, left out); the built-in legal links while loading or on failure. Every
 * footer carries „Cookie-Einstellungen“, which reopens the consent banner.
 */
export default function Footer() {
  const text = messages.footer;
  const layout = useLayoutData();
  const { authenticated } = useAuth();
  const offered = (url: string) => isReachable(url) && !(authenticated && isGuestOnly(url));
  const columns = (layout?.footer ?? [])
    .map((column) => ({ ...column, links: column.links.filter((link) => offered(link.url)) }))
    .filter((column) => column.links.length > 0);
  const fallback = [
    ...text.links.map((link) => ({ url: `/page/${link.slug}`, label: link.label })),
    { url: '/become-a-provider', label: text.becomeProvider },
    { url: '/news', label: text.news },
  ].filter((link) => offered(link.url));
  return (
    <Bar>
      <Container>
        {layout && columns.length > 0 ? (
          <Columns>
            {columns.map((column) => (
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
            {layout.contact ? <Contact contact={layout.contact} /> : null}
          </Columns>
        ) : (
          <nav aria-label={text.label}>
            <ul>
              {fallback.map((link) => (
                <li key={link.url}>
                  <Link to={link.url}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {layout?.dispute_statement ? <p data-testid="dispute-statement">{layout.dispute_statement}</p> : null}
        <BottomLine>
          <p>{text.copyright(new Date().getFullYear())}</p>
          {isReachable(WITHDRAWAL_PATH) ? (
            <Link to={WITHDRAWAL_PATH} data-testid="footer-withdrawal">
              {text.withdrawal}
            </Link>
          ) : null}
          <SettingsButton type="button" onClick={openCookieSettings} data-testid="cookie-settings">
            {messages.cookie.footerLink}
          </SettingsButton>
        </BottomLine>
      </Container>
    </Bar>
  );
}
