import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { providerMessages } from '../messages';

const text = providerMessages.nav;

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
    min-height: 44px;
    line-height: 2;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const LINKS = [
  ['/leads/provider', text.leads],
  ['/leads/provider/offers', text.offers],
  ['/leads/routes', text.routes],
  ['/leads/calls-to-action', text.ctas],
] as const;

/** The provider's navigation of „Anfragen“ (words: mfe-leads/README.md, glossary). */
export function ProviderNav() {
  return (
    <Nav aria-label={text.label}>
      <ul>
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
